declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** A stylesheet imported with `?inline`: its compiled CSS as a string (rsbuild). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
