import { z } from "#core/zod.ts";

/**
 * The profile photo's limits and messages, shared by the browser (an instant message before sending
 * a file that is too heavy) and the server (which checks the bytes themselves: server/profile/avatar-image.ts).
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/** A smaller photo would look blurred even in the header's round badge. */
export const AVATAR_MIN_SIZE = { width: 128, height: 128 } as const;
/** 40 megapixels: above any phone photo that fits in 5 MB, far below what would exhaust memory. */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_FORMATS = ["jpeg", "png", "webp", "gif"] as const;
/** For the file picker only (a hint): the server decides by the file's bytes. */
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

export const AVATAR_MESSAGES = {
  tooLarge: "La imagen no puede pesar más de 5 MB",
  notImage: "El archivo no es una imagen válida (JPG, PNG, WebP o GIF)",
  tooManyPixels: "La imagen es demasiado grande: usá una de hasta 40 megapíxeles",
  missing: "Elegí una imagen para subir",
} as const;

/** The "Foto de perfil" form: a file was chosen and it is not too heavy (its bytes are checked on the server). */
export const avatarFormSchema = z.object({
  avatar: z
    .file({ error: AVATAR_MESSAGES.missing })
    .refine((file) => file.size > 0, AVATAR_MESSAGES.missing)
    .refine((file) => file.size <= AVATAR_MAX_BYTES, AVATAR_MESSAGES.tooLarge),
});
