/** Rspress's `<SvgWrapper icon={…} />`: an SVG given as a component or as a URL (an imported `.svg` file). */
import type { ComponentType, SVGProps } from 'react';

export interface SvgWrapperProps extends SVGProps<SVGSVGElement> {
  icon: ComponentType<SVGProps<SVGSVGElement>> | string;
}

export function SvgWrapper({ icon: Icon, className, width, height, style }: SvgWrapperProps) {
  if (typeof Icon === 'string') return <img src={Icon} alt="" className={className} width={width} height={height} style={style} />;
  return <Icon className={className} width={width} height={height} style={style} />;
}
