/** The plugin fixture's Sass module, as Rsbuild hands it to a component: class names by key. */
declare module '*.module.scss' {
  const classes: Record<string, string>;
  export default classes;
}
