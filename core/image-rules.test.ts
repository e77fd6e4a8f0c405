import { describe, expect, it } from "vitest";
import { IMAGE_PRESETS, imageMinSizeText, imageTooSmallMessage, isImageTooSmall } from "./image-rules.ts";

describe("minimum picture sizes", () => {
  it("refuses the probe's 16 × 16 picture for every kind", () => {
    for (const [kind, preset] of Object.entries(IMAGE_PRESETS)) {
      expect(isImageTooSmall(16, 16, preset.min), kind).toBe(true);
    }
  });

  it("takes a picture exactly at the minimum and refuses one a pixel under", () => {
    for (const [kind, { min }] of Object.entries(IMAGE_PRESETS)) {
      expect(isImageTooSmall(min.width, min.height, min), kind).toBe(false);
      expect(isImageTooSmall(min.width - 1, min.height, min), kind).toBe(true);
      expect(isImageTooSmall(min.width, min.height - 1, min), kind).toBe(true);
    }
  });

  it("takes a photo upright or lying down; a banner or a cover must be wide enough", () => {
    expect(isImageTooSmall(300, 400, IMAGE_PRESETS.gallery.min)).toBe(false);
    expect(isImageTooSmall(299, 400, IMAGE_PRESETS.gallery.min)).toBe(true);
    expect(isImageTooSmall(400, 600, IMAGE_PRESETS.proof.min)).toBe(false);
    expect(isImageTooSmall(300, 800, IMAGE_PRESETS.banner.min)).toBe(true);
    expect(isImageTooSmall(450, 800, IMAGE_PRESETS.cover.min)).toBe(true);
  });

  it("no minimum is above the size the picture is stored at", () => {
    for (const [kind, preset] of Object.entries(IMAGE_PRESETS)) {
      expect(preset.min.width, kind).toBeLessThanOrEqual(preset.width);
      expect(preset.min.height, kind).toBeLessThanOrEqual(preset.height);
    }
  });

  it("says the size in Spanish", () => {
    expect(imageTooSmallMessage(IMAGE_PRESETS.gallery.min)).toBe(
      "La imagen es muy chica: tiene que medir al menos 400 × 300 px (o 300 × 400 si es vertical)",
    );
    expect(imageMinSizeText(IMAGE_PRESETS.logo.min)).toBe("128 × 128 px");
    expect(imageMinSizeText(IMAGE_PRESETS.banner.min)).toBe("800 × 300 px");
  });
});
