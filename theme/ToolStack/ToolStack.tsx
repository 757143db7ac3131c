/** The other Rstack projects as cards: logo, name, one line about it; each opens in a new tab. */
import { useLang, useSiteData } from '@quire/runtime';
import { assetUrl } from '../assets/assets';
import { TOOL_STACK, type ToolInfo } from '../assets/tools';
import './ToolStack.css';

export function ToolStack({ tools = TOOL_STACK, assetHost }: { tools?: ToolInfo[]; assetHost?: string }) {
  const lang = useLang();
  const site = useSiteData();
  return (
    <ul className="rs-tool-stack">
      {tools.map((tool) => (
        <li key={tool.name} className="rs-tool-stack__item">
          <a className="rs-tool-stack__card" href={tool.url} target="_blank" rel="noopener noreferrer">
            <img className="rs-tool-stack__logo" src={assetUrl(tool.logo, site.base, assetHost)} alt="" width={48} height={48} />
            <span className="rs-tool-stack__name">{tool.name}</span>
            <span className="rs-tool-stack__desc">{lang === 'zh' ? tool.desc.zh : tool.desc.en}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
