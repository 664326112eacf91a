/** The lower-cased part of a file name after its last dot; empty when there is none. */
export function fileSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
