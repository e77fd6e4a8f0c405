/** A static-file mount whose refusals are short Spanish texts, never Express's English error page. */
import express, { type ErrorRequestHandler, type RequestHandler } from "express";

const MESSAGES: Record<number, string> = {
  400: "Pedido inválido.",
  403: "No tenés permiso para ver esto.",
  404: "No encontrado.",
  405: "Método no permitido: usá GET o HEAD.",
};

function refuse(res: express.Response, status: number) {
  if (status === 405) res.setHeader("Allow", "GET, HEAD");
  res.status(status).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send(MESSAGES[status]);
}

/**
 * express.static for one folder that never falls through to the app: a missing file is a 404, a
 * malformed path a 400, any method but GET/HEAD a 405, each in Spanish. Express's default error
 * page is English HTML with the stack outside production, and serve-static's own 405 is empty.
 */
export function staticFolder(
  root: string,
  options: { maxAge: string },
): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  return [
    (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? next() : refuse(res, 405)),
    express.static(root, { maxAge: options.maxAge, fallthrough: false }),
    (error, _req, res, next) => {
      if (res.headersSent) return next(error);
      const raw = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? error?.statusCode);
      refuse(res, raw in MESSAGES ? raw : 404);
    },
  ];
}
