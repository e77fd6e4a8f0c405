import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES, IMAGE_PRESETS, imageTooSmallMessage } from "#core/image-rules.ts";
import { pixelBombPng, pngOf } from "#tests/setup/images.ts";
import { normalizeImage } from "./normalize-image.ts";

const png = pngOf;

describe("normalizeImage", () => {
  it("crops a cover preset to exactly its box, as WebP", async () => {
    const result = await normalizeImage(await png(900, 300), IMAGE_PRESETS.logo);
    expect(result).toMatchObject({ ok: true, value: { width: 512, height: 512 } });
    if (result.ok) expect((await sharp(result.value.webp).metadata()).format).toBe("webp");
  });

  it("keeps proportions inside the box and never enlarges", async () => {
    expect(await normalizeImage(await png(3200, 1600), IMAGE_PRESETS.gallery)).toMatchObject({
      ok: true,
      value: { width: 1600, height: 800 },
    });
    expect(await normalizeImage(await png(400, 300), IMAGE_PRESETS.gallery)).toMatchObject({
      ok: true,
      value: { width: 400, height: 300 },
    });
  });

  it("strips metadata such as the camera's GPS position", async () => {
    const withExif = await sharp(await png(400, 400))
      .jpeg()
      .withExif({ IFD0: { Copyright: "secreto", ImageDescription: "-32.41, -63.24" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await normalizeImage(withExif, IMAGE_PRESETS.gallery);
    if (!result.ok) throw new Error(result.problem.message);
    expect((await sharp(result.value.webp).metadata()).exif).toBeUndefined();
  });

  it("decides by the bytes: text, SVG and PDF are refused whatever they claim to be", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>1</script></svg>');
    for (const bytes of [Buffer.from("no soy una imagen"), svg, Buffer.from("%PDF-1.4\n%âãÏÓ\n")]) {
      expect(await normalizeImage(bytes, IMAGE_PRESETS.gallery)).toEqual({
        ok: false,
        problem: expect.objectContaining({ message: IMAGE_MESSAGES.notImage }),
      });
    }
  });

  it("refuses a decompression bomb from its header and files over the limit", async () => {
    const bomb = pixelBombPng();
    expect(await normalizeImage(bomb, IMAGE_PRESETS.gallery)).toEqual({
      ok: false,
      problem: expect.objectContaining({ message: IMAGE_MESSAGES.tooManyPixels }),
    });
    expect(await normalizeImage(new Uint8Array(9 * 1024 * 1024), IMAGE_PRESETS.gallery)).toEqual({
      ok: false,
      problem: expect.objectContaining({ message: IMAGE_MESSAGES.tooLarge }),
    });
    expect(await normalizeImage(new Uint8Array(0), IMAGE_PRESETS.gallery)).toEqual({
      ok: false,
      problem: expect.objectContaining({ message: IMAGE_MESSAGES.missing }),
    });
  });

  // Issue 21 §4.7: a 16 × 16 picture was accepted as a gallery photo.
  it("refuses a picture under its kind's minimum, saying the size", async () => {
    const tiny = await png(16, 16);
    for (const [kind, preset] of Object.entries(IMAGE_PRESETS)) {
      expect(await normalizeImage(tiny, preset), kind).toEqual({
        ok: false,
        problem: expect.objectContaining({ code: "validation", message: imageTooSmallMessage(preset.min) }),
      });
    }
    expect(await normalizeImage(await png(400, 299), IMAGE_PRESETS.gallery)).toMatchObject({ ok: false });
    expect(await normalizeImage(await png(300, 400), IMAGE_PRESETS.gallery)).toMatchObject({ ok: true });
  });

  it("measures a picture upright, as its EXIF orientation turns it", async () => {
    const lying = await png(300, 800);
    expect(await normalizeImage(lying, IMAGE_PRESETS.banner)).toMatchObject({
      ok: false,
      problem: { code: "validation" },
    });
    // Stored 300 × 800, shown (and kept) turned a quarter: 800 × 300, wide enough for a banner.
    const turned = await sharp(lying).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await normalizeImage(turned, IMAGE_PRESETS.banner)).toMatchObject({
      ok: true,
      value: { width: 1600, height: 600 },
    });
  });
});
