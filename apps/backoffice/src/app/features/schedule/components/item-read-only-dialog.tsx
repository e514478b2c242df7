import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { Button, Dialog, Notice } from '@fsp/ui';
import type { ScheduleItem } from '../utils/schedule-items.js';
import { ItemDetails } from './item-details.js';

/** What users who may not edit the schedule see when they open an item (part 2 §2). */
export function ItemReadOnlyDialog({ item, onClose }: { item: ScheduleItem; onClose(): void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={item.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ItemDetails item={item} />
      <Notice tone="warning">{SCHEDULE_MESSAGES.readOnlyItem}</Notice>
    </Dialog>
  );
}
