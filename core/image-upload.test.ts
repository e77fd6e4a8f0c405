import { describe, expect, it } from "vitest";
import { describeImageFormats, formatFileSize, imageTooLargeMessage, imageUploadHint } from "./image-upload.ts";

const MB = 1024 * 1024;

describe("formatFileSize", () => {
  it.each([
    [5 * MB, "down", "5 MB"],
    [2.5 * MB, "down", "2,5 MB"],
    [5.01 * MB, "up", "5,1 MB"],
    [5.09 * MB, "down", "5 MB"],
    [800 * 1024, "down", "800 KB"],
    [1, "up", "1 KB"],
    [1500 * MB, "down", "1.500 MB"],
  ] as const)("%d bytes (%s) → %s", (bytes, round, expected) => {
    expect(formatFileSize(bytes, round)).toBe(expected);
  });
});

describe("describeImageFormats", () => {
  it.each([
    ["image/jpeg,image/png,image/webp", "JPG, PNG o WebP"],
    ["image/jpeg, .jpg, .jpeg , image/png", "JPG o PNG"],
    ["image/webp", "WebP"],
    ["image/*", ""],
    ["", ""],
  ])("%s → %s", (accept, expected) => {
    expect(describeImageFormats(accept)).toBe(expected);
  });
});

describe("imageUploadHint", () => {
  it("names the formats and the limit it is given", () => {
    expect(imageUploadHint("image/jpeg,image/png,image/webp", 5 * MB)).toBe("JPG, PNG o WebP, hasta 5 MB");
    expect(imageUploadHint("image/png,image/gif", 2 * MB)).toBe("PNG o GIF, hasta 2 MB");
    expect(imageUploadHint("image/*", 512 * 1024)).toBe("Imágenes de hasta 512 KB");
  });

  it("adds the kind's minimum size", () => {
    expect(imageUploadHint("image/png", 8 * MB, { width: 800, height: 300 })).toBe(
      "PNG, hasta 8 MB, de al menos 800 × 300 px",
    );
    expect(imageUploadHint("image/png", 8 * MB, { width: 400, height: 300, anyOrientation: true })).toBe(
      "PNG, hasta 8 MB, de al menos 400 × 300 px (o 300 × 400 si es vertical)",
    );
  });
});

describe("imageTooLargeMessage", () => {
  it("says the file's size above the limit, never equal to it", () => {
    expect(imageTooLargeMessage(6.2 * MB, 5 * MB)).toBe("La imagen pesa 6,2 MB; el máximo es 5 MB");
    expect(imageTooLargeMessage(5 * MB + 1, 5 * MB)).toBe("La imagen pesa 5,1 MB; el máximo es 5 MB");
  });
});
