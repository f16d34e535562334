/** The built files of one island: its module, what that imports statically, and their stylesheets. */
export interface IslandFiles {
  module: string;
  imports: readonly string[];
  css: readonly string[];
}
