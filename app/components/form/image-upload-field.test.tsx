import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";

const MB = 1024 * 1024;

/** A file that claims `size` bytes without allocating them. */
function image(name: string, size: number, type = "image/jpeg") {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

// happy-dom has no object URLs: stand-ins that count what is created and freed.
let created = 0;
const createObjectURL = vi.fn((_file: Blob) => `blob:preview-${++created}`);
const revokeObjectURL = vi.fn((_url: string) => {});
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

beforeEach(() => {
  created = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
afterEach(() => {
  cleanup();
  Object.assign(URL, original);
});

const picker = () => screen.getByLabelText("Foto de portada") as HTMLInputElement;
const hintOf = (input: HTMLElement) => document.getElementById(`${input.id}-hint`)?.textContent;

describe("ImageUploadField", () => {
  it("is a labelled file picker whose hint comes from its props", () => {
    render(<ImageUploadField id="cover" name="cover" label="Foto de portada" />);
    const input = picker();
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    expect(hintOf(input)).toBe("JPG, PNG o WebP, hasta 5 MB");
    expect(input.getAttribute("aria-describedby")).toBe("cover-hint");
    cleanup();

    render(
      <ImageUploadField id="logo" name="logo" label="Foto de portada" accept="image/png,image/gif" maxBytes={2 * MB} />,
    );
    expect(picker().accept).toBe("image/png,image/gif");
    expect(hintOf(picker())).toBe("PNG o GIF, hasta 2 MB");
  });

  it("shows the saved image until a new one is chosen, then a preview of the new one", async () => {
    const user = userEvent.setup();
    render(
      <ImageUploadField
        id="cover"
        name="cover"
        label="Foto de portada"
        currentUrl="/uploads/cover.webp"
        currentAlt="Portada actual de La Esquina"
      />,
    );
    const current = screen.getByRole("img", { name: "Portada actual de La Esquina" });
    expect(current.getAttribute("src")).toBe("/uploads/cover.webp");
    expect([current.getAttribute("width"), current.getAttribute("height")]).toEqual(["160", "120"]);

    await user.upload(picker(), image("nueva.jpg", 300_000));
    const preview = screen.getByRole("img", { name: "Vista previa de la imagen elegida" });
    expect(preview.getAttribute("src")).toBe("blob:preview-1");
    expect(preview.getAttribute("width")).toBe("160");
    expect(screen.queryByRole("img", { name: "Portada actual de La Esquina" })).toBeNull();
    expect(picker().files).toHaveLength(1);
  });

  it("refuses a file that is too heavy: says how heavy, empties the picker, shows no preview", async () => {
    const user = userEvent.setup();
    render(<ImageUploadField id="cover" name="cover" label="Foto de portada" />);
    await user.upload(picker(), image("enorme.jpg", 6.2 * MB));

    const message = "La imagen pesa 6,2 MB; el máximo es 5 MB";
    expect(screen.getByText(message).id).toBe("cover-error");
    const input = picker();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("cover-hint cover-error");
    expect(input.value).toBe("");
    expect(input.files).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole("img")).toBeNull();

    // A good file afterwards clears the message.
    await user.upload(input, image("chica.png", 200_000, "image/png"));
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByRole("img", { name: "Vista previa de la imagen elegida" })).toBeTruthy();
  });

  it("measures against its own limit", async () => {
    const user = userEvent.setup();
    render(<ImageUploadField id="cover" name="cover" label="Foto de portada" maxBytes={1 * MB} />);
    await user.upload(picker(), image("media.jpg", 1.5 * MB));
    expect(screen.getByText("La imagen pesa 1,5 MB; el máximo es 1 MB")).toBeTruthy();
  });

  it("shows the server's error", () => {
    render(<ImageUploadField id="cover" name="cover" label="Foto de portada" error="El archivo no es una imagen" />);
    expect(picker().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("cover-error")?.textContent).toBe("El archivo no es una imagen");
  });

  it("Quitar undoes the choice, brings the saved image back and frees the preview", async () => {
    const user = userEvent.setup();
    render(<ImageUploadField id="cover" name="cover" label="Foto de portada" currentUrl="/uploads/cover.webp" />);
    expect(screen.queryByRole("button", { name: /Quitar/ })).toBeNull();

    await user.upload(picker(), image("nueva.jpg", 300_000));
    await user.click(screen.getByRole("button", { name: "Quitar la imagen elegida" }));

    expect(picker().files).toHaveLength(0);
    expect(screen.queryByRole("img", { name: "Vista previa de la imagen elegida" })).toBeNull();
    expect(screen.getByRole("img", { name: "Imagen actual" }).getAttribute("src")).toBe("/uploads/cover.webp");
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    expect(document.activeElement).toBe(picker());
  });

  it("frees each preview when another file is chosen and when it goes away", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ImageUploadField id="cover" name="cover" label="Foto de portada" />);
    await user.upload(picker(), image("una.jpg", 1000));
    await user.upload(picker(), image("otra.jpg", 1000));
    expect(revokeObjectURL.mock.calls).toEqual([["blob:preview-1"]]);
    expect(screen.getByRole("img").getAttribute("src")).toBe("blob:preview-2");
    unmount();
    expect(revokeObjectURL.mock.calls).toEqual([["blob:preview-1"], ["blob:preview-2"]]);
  });

  it("without JavaScript: the picker and its hint, no Quitar button", () => {
    const html = renderToString(<ImageUploadField id="cover" name="cover" label="Foto de portada" />);
    expect(html).toContain('type="file"');
    expect(html).toContain("JPG, PNG o WebP, hasta 5 MB");
    expect(html).not.toContain("Quitar");
  });
});
