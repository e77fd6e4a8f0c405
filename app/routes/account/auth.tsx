// PLACEHOLDER: being built (issue 4).
export default function Placeholder() {
  return null;
}
