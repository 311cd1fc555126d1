import { deleteAsset } from './delete-asset';
import { getImage, getLogo } from './get-asset';
import { listImages, listLogos } from './list-assets';
import { uploadImage, uploadLogo } from './upload-asset';

/** Logos and images (issue 14 item 6): lists and uploads for admins, the bytes for everyone. */
export const assetsHandlers = { listLogos, listImages, getLogo, getImage, uploadLogo, uploadImage, deleteAsset };
