import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../../openapi/generated/tenant-api';
import { assetName } from '../../../engine/assets/asset-name';
import { failureMessage } from '../../../engine/api/call-error';
import { messages } from '../../../engine/messages/catalogue';
import { fillBackOffice } from '../../../engine/messages/back-office';
import { useToast } from '../../feedback/toast-context';
import { useCommand } from '../../feedback/use-command';
import { useApi } from '../../session/session-context';
import type { AssetKind } from '../../../../schemas/generated/enums';
import { assetScreenMessages } from '../../../engine/messages/asset-screens';

export type Asset = components['schemas']['Asset'];
export type { AssetKind };

/**
 * The tenant's logos and images (GET /assets/logos, /assets/images) and the commands on them:
 * upload one file (multipart, field `files`), delete by name. A name already saved gets the
 * duplicate notice before anything is sent; the server decides again (409) all the same.
 */
export function useAssets() {
  const api = useApi();
  const toast = useToast();
  const [logos, setLogos] = useState<Asset[]>([]);
  const [images, setImages] = useState<Asset[]>([]);
  const [loading, setLoading] = useState(true);
  // Kept, not shown (spec): the lists simply stay empty.
  const [error, setError] = useState<string>();
  const command = useCommand();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [l, i] = await Promise.all([api.data('listLogos'), api.data('listImages')]);
      setLogos(l);
      setImages(i);
      setError(undefined);
    } catch (failure) {
      // Spec 2 §"Loading pattern": a failed list or asset load keeps its error, stops loading and is logged; no user message.
      setError(failureMessage(failure));
      console.error('Loading logos and images failed', failure);
    } finally {
      setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function upload(kind: AssetKind, files: File[]): Promise<Asset | undefined> {
    if (files.length !== 1) {
      toast.error(assetScreenMessages.oneFileAtATime);
      return undefined;
    }
    const [file] = files;
    const named = assetName(file.name);
    if (!named.ok) {
      toast.error(named.reason);
      return undefined;
    }
    if ([...logos, ...images].some((a) => a.name === named.name)) {
      toast.error(fillBackOffice('assetDuplicate', { name: named.name }));
      return undefined;
    }
    const form = new FormData();
    form.append('files', file, file.name);
    let saved: Asset | undefined;
    await command.run(async () => {
      // The generated types know JSON bodies only; the client sends FormData as multipart.
      const body = form as never;
      saved = kind === 'logo' ? await api.data('uploadLogo', { body }) : await api.data('uploadImage', { body });
      await reload();
      return kind === 'logo' ? messages.logoUploaded : messages.imageUploaded;
    });
    return saved;
  }

  const remove = (asset: Asset): Promise<boolean> =>
    command.run(async () => {
      await api.data('deleteAsset', { path: { name: asset.name } });
      await reload();
      return messages.assetDeleted;
    });

  return { logos, images, loading, error, busy: command.busy, upload, remove };
}
