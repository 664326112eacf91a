/** What the header of a PNG or GIF says about the image. */
export type ImageInfo = {
  readonly type: 'png' | 'gif';
  readonly width: number;
  readonly height: number;
  /** PNG: a colour type with alpha or a tRNS chunk; GIF: a graphic control extension with the transparent colour flag. */
  readonly hasTransparency: boolean;
};
