import { transformerNotationDiff } from '@shikijs/transformers';
import { pluginSass } from '@rsbuild/plugin-sass';
import { local } from './local';
export default { t: transformerNotationDiff, s: pluginSass, local };
