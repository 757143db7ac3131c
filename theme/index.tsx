/**
 * The Rsbuild site's theme: the default theme with the site's colours and the components
 * its pages use (benchmark chart).
 */
import { components as defaultComponents } from '@quire/theme-default';
import { Benchmark } from './Benchmark/Benchmark';
import './styles.css';

export * from '@quire/theme-default';
export { Benchmark };

export const components = { ...defaultComponents, Benchmark };
