import { describe, expect, it } from "vitest";
import { claimFormSchema, decisionFormSchema } from "./claim-form.ts";
import { parseSubmission } from "./forms.ts";

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("claimFormSchema", () => {
  const valid: [string, string][] = [
    ["role", "owner"],
    ["contactPhone", "+54 9 353 412-3456"],
    ["proofText", "Soy el dueño desde 2018 y el CUIT está a mi nombre."],
  ];

  it("takes a role, an Argentine phone and enough text; no files is fine", () => {
    const submission = parseSubmission(form(valid), claimFormSchema);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.proofFiles).toEqual([]);
  });

  it("ignores an empty file input and keeps chosen files as a list", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const photo = new File(["x"], "foto.jpg", { type: "image/jpeg" });
    const submission = parseSubmission(form([...valid, ["proofFiles", empty], ["proofFiles", photo]]), claimFormSchema);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.proofFiles.map((f) => f.name)).toEqual(["foto.jpg"]);
  });

  it("refuses an unknown role, a bad phone, short text and more than three files", () => {
    const files: [string, File][] = Array.from({ length: 4 }, (_, i) => ["proofFiles", new File(["x"], `${i}.jpg`)]);
    const submission = parseSubmission(
      form([["role", "rey"], ["contactPhone", "123"], ["proofText", "es mío"], ...files]),
      claimFormSchema,
    );
    expect(submission.status).toBe("error");
    expect(Object.keys(submission.reply().error ?? {}).sort()).toEqual([
      "contactPhone",
      "proofFiles",
      "proofText",
      "role",
    ]);
  });
});

describe("decisionFormSchema", () => {
  it("needs a reason only to reject", () => {
    expect(parseSubmission(form([["decision", "approve"]]), decisionFormSchema).status).toBe("success");
    const reject = parseSubmission(
      form([
        ["decision", "reject"],
        ["reason", "  "],
      ]),
      decisionFormSchema,
    );
    expect(reject.reply().error?.reason?.[0]).toMatch(/motivo/);
    expect(parseSubmission(form([["decision", "borrar"]]), decisionFormSchema).status).toBe("error");
  });
});
