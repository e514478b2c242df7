import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './settings.module.css';

export interface SettingsTabItem<T extends string> {
  id: T;
  label: string;
}

export interface SettingsTabsProps<T extends string> {
  label: string;
  tabs: readonly SettingsTabItem<T>[];
  selected: T;
  onSelect(tab: T): void;
  renderPanel(tab: T): ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move to the previous/next tab (wrapping), Home and End to
 * the first and last; only the selected tab is in the Tab order. A panel is mounted when first shown and then
 * only hidden, so unsaved edits survive a look at the other tab.
 */
export function SettingsTabs<T extends string>({ label, tabs, selected, onSelect, renderPanel }: SettingsTabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const [shown, setShown] = useState<readonly T[]>([selected]);
  if (!shown.includes(selected)) setShown([...shown, selected]);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={shown.includes(tab.id) ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={move}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => shown.includes(tab.id))
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== selected}
            className={styles.panel}
          >
            {renderPanel(tab.id)}
          </div>
        ))}
    </div>
  );
}
