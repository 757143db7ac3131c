/**
 * Tabs with the WAI-ARIA tab pattern (arrow keys move between tabs). With a `groupId`, the
 * choice is shared by every tab set of that group and remembered across pages.
 */
import { Children, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface TabProps {
  label: string;
  value?: string;
  children?: ReactNode;
}

export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

const SYNC_EVENT = 'quire:tabs-sync';
const storageKey = (groupId: string) => `quire-tabs-${groupId}`;

export function Tabs({ children, groupId, defaultValue }: { children?: ReactNode; groupId?: string; defaultValue?: string }) {
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps> => isValidElement(c));
  const values = tabs.map((t) => t.props.value ?? t.props.label);
  const [active, setActive] = useState(defaultValue && values.includes(defaultValue) ? defaultValue : values[0]);
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!groupId) return;
    const stored = localStorage.getItem(storageKey(groupId));
    if (stored && values.includes(stored)) setActive(stored);
    const onSync = (e: Event) => {
      const detail = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setActive(detail.value);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    return () => window.removeEventListener(SYNC_EVENT, onSync);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values derive from children
  }, [groupId]);

  const choose = (value: string) => {
    setActive(value);
    if (groupId) {
      localStorage.setItem(storageKey(groupId), value);
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
    }
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const target = e.key === 'Home' ? 0 : e.key === 'End' ? values.length - 1 : delta ? (index + delta + values.length) % values.length : -1;
    if (target < 0) return;
    e.preventDefault();
    choose(values[target]);
    buttons.current[target]?.focus();
  };

  return (
    <div className="q-tabs">
      <div className="q-tabs__list" role="tablist">
        {tabs.map((tab, i) => {
          const selected = values[i] === active;
          return (
            <button
              key={values[i]}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={selected ? 0 : -1}
              className={`q-tabs__tab${selected ? ' q-tabs__tab--active' : ''}`}
              onClick={() => choose(values[i])}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.props.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={values[i]}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={values[i] !== active}
          className="q-tabs__panel"
        >
          {tab}
        </div>
      ))}
    </div>
  );
}
