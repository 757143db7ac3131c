/** What every step of a build works with: the project, the reporter, the build's folders and the output being written. */
import type { Project } from '../../project/project.js';
import type { OutputWriter } from '../../utils/output-file.js';
import type { Reporter } from '../../utils/task.js';
import type { BuildFolders } from '../build-folders.js';

export interface BuildContext {
  readonly project: Project;
  readonly reporter: Reporter;
  readonly folders: BuildFolders;
  /** The caches kept between builds (`.quire/cache`); none with `cache: false` in the config. */
  readonly cacheDir?: string;
  /** Writes into the stage; a file the same as in the output being replaced is linked from it. */
  readonly output: OutputWriter;
  /** The output being replaced, if there is one. */
  readonly previousOut?: string;
}
