import { useVirtualizer, measureElement, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { CustomerRecord } from '@fsp/contracts';

/** A section's list shows at most this share of the window's height and scrolls inside it. */
export const LIST_VIEWPORT_SHARE = 0.7;
/** Rows drawn beyond each edge of the list's viewport, so Tab and arrow keys always find the next row in the DOM. */
const OVERSCAN_ROWS = 8;
/** First guesses of a row's height (a table row; a card on phones), until it is measured. */
const ROW_ESTIMATE_PX = 72;
const CARD_ESTIMATE_PX = 300;
/** Where the window's height is unknown. */
const FALLBACK_WINDOW_HEIGHT_PX = 800;

type RowsVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

/**
 * The list's viewport as the virtualizer sees it: never less than the CSS limit of the scrolling box. A box
 * shorter than that holds the whole list anyway, and one without layout (jsdom, a hidden tab) reports 0, where
 * the limit stands in instead of drawing nothing.
 */
function observeListViewport(instance: RowsVirtualizer, report: (rect: { width: number; height: number }) => void) {
  const windowHeight = instance.targetWindow?.innerHeight || FALLBACK_WINDOW_HEIGHT_PX;
  const limit = Math.round(windowHeight * LIST_VIEWPORT_SHARE);
  return observeElementRect(instance, (rect) => report({ width: rect.width, height: Math.max(rect.height, limit) }));
}

/** A row's height with its margins (phones space the cards with a margin); the estimate where nothing is laid out. */
function measureRow(element: HTMLTableRowElement, entry: ResizeObserverEntry | undefined, instance: RowsVirtualizer): number {
  const height = measureElement(element, entry, instance);
  if (height <= 0) return instance.options.estimateSize(instance.indexFromElement(element));
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return height + (parseFloat(style?.marginTop ?? '') || 0) + (parseFloat(style?.marginBottom ?? '') || 0);
}

export interface CustomerRowsOptions {
  customers: readonly CustomerRecord[];
  viewportRef: RefObject<HTMLDivElement | null>;
  cards: boolean;
  /** Height of what precedes the rows inside the scrolling box (the column headers). */
  headerOffset: number;
}

/** Which rows of a section to draw: those in or near its scrolling box, whatever the section's length. */
export function useCustomerRows({ customers, viewportRef, cards, headerOffset }: CustomerRowsOptions) {
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: customers.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => (cards ? CARD_ESTIMATE_PX : ROW_ESTIMATE_PX),
    getItemKey: (index) => customers[index]?.id ?? index,
    overscan: OVERSCAN_ROWS,
    scrollMargin: headerOffset,
    observeElementRect: observeListViewport,
    measureElement: measureRow,
    // Measuring inside React's commit with flushSync warns in React 19; a frame later is soon enough.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    /** Heights of the empty space standing in for the rows not drawn above and below. */
    spaceBefore: first ? first.start - headerOffset : 0,
    spaceAfter: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - headerOffset)) : 0,
    measureRow: virtualizer.measureElement,
  };
}
