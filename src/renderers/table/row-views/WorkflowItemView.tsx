import { useState } from 'react';
import { queueItemType } from '../../../engine/workflow';
import { SubmissionDialog, type Submission } from '../../submission/SubmissionDialog';
import { useWorkflowConfig } from '../../submission/use-workflow-config';
import type { RowViewProps } from './row-view-renderers';

/**
 * A workflow queue's item opened in full: the answers under the labels of the form it was made
 * on (the tenant's added fields too), its history, and the moves the tenant's workflow allows from
 * its status. A move shows the item as it now is and has the table read its page again.
 */
export default function WorkflowItemView({ row, screen, onHide, onChanged }: RowViewProps) {
  const itemType = queueItemType(screen.load);
  const flow = useWorkflowConfig()?.[itemType ?? 'inquiry'];
  const [item, setItem] = useState(row as Submission);
  return (
    <SubmissionDialog
      item={item}
      onHide={onHide}
      workflow={
        itemType && flow
          ? {
              itemType,
              flow,
              onChanged: (moved) => {
                setItem((current) => ({ ...current, ...moved }));
                onChanged();
              },
            }
          : undefined
      }
    />
  );
}
