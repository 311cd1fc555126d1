import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the Promotional Images screen and its parts only) The words of
 * the promotional images and logos screen: the toggle, the active promotions, the uploaders and
 * the saved images. Apart from the catalogue: only that screen loads them (its toasts are the
 * catalogue's, its confirmation the back office's).
 */
export const assetScreenMessages = messageSet({
  loadingImages: 'Loading the images',
  promotions: 'Promotions',
  showPromotions: 'Show promotional images to customers',
  activeImages: 'Active images',
  noActiveImages: 'No active images yet: add saved images below.',
  promotion: 'Promotion {name}',
  caption: 'Caption',
  link: 'Link',
  linkPlaceholder: 'https://…',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  removeFromPromotions: 'Remove {name} from the promotions',
  active: 'Active',
  add: 'Add',
  activeOf: 'Active: {name} is in the promotions',
  addOf: 'Add {name} to the promotions',
  headerLogo: 'Header logo',
  useAsLogo: 'Use as logo',
  useAsLogoOf: 'Use {name} as the header logo',
  savedImages: 'Saved images',
  images: 'Images',
  uploadImage: 'Upload an image',
  logos: 'Logos',
  uploadLogo: 'Upload a logo',
  savedLogos: 'Saved logos',
  noneSaved: 'None saved yet.',
  sizeKb: '{n} KB',
  deleteOf: 'Delete {name}',
  dropHint: 'Drop one PNG, JPEG, GIF, WebP or SVG here (at most 5 MB), or',
  chooseFile: 'Choose a file',
  oneFileAtATime: 'Upload one file at a time.',
  /** Why an upload's file name is refused (the browser says it first; the server's refusal says the same). */
  nameControlCharacters: 'The file name contains control characters.',
  nameMissing: 'The file has no name.',
  nameReserved: 'The file name must not contain path separators, "..", or any of < > : " | ? * # %.',
  nameDot: 'The file name must not start with a dot.',
  nameTooLong: 'The file name may be at most {n} characters long.',
  nameNotImage: 'Only images may be uploaded: the file name must end in .png, .jpg, .jpeg, .gif, .webp or .svg.',
}, (language) => import(`./locales/${language}/asset-screens.ts`));

/** An asset screen's message with its {placeholders} filled. */
export const fillAssetScreen = fillerOf(assetScreenMessages);
