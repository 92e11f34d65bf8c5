import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createUploadMachine, type UploadFunction, type UploadItem } from '@trestle/core';

export type FileUpload = UploadItem<File>;

/** The core upload queue bound to a component: its files, and the ways to change them. */
export function useUploadQueue(upload: UploadFunction<File>) {
  // The machine is made once per composer; later changes of `upload` are not picked up.
  const [machine] = useState(() => createUploadMachine(upload));
  const actor = useActorRef(machine);
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  // Spec section 4's video upload limit flag: a third video came while two were in progress.
  const videoLimit = useSelector(actor, (snapshot) => snapshot.context.videos.limitReached);
  return {
    items,
    videoLimit,
    add: (files: readonly File[]) => actor.send({ type: 'ADD', files }),
    remove: (id: string) => actor.send({ type: 'REMOVE', id }),
    retry: (id: string) => actor.send({ type: 'RETRY', id }),
  };
}
