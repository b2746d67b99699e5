// The gallery screens' own texts: they load with the screens' chunk, not with the first page.
import { counted } from '@parish/shared/plain/words';
import { defineMessages } from '../../i18n/language.tsx';

export const galleryMessages = defineMessages({
  ml: {
    gallery: {
      title: 'ഫോട്ടോ ഗാലറി',
      events: 'ആഘോഷങ്ങൾ',
      empty: 'ചിത്രങ്ങൾ ഇതുവരെ ചേർത്തിട്ടില്ല',
      noPhotos: 'ഈ ആഘോഷത്തിന്റെ ചിത്രങ്ങൾ ഇതുവരെ ചേർത്തിട്ടില്ല',
      photos: (event: string) => `${event}: ചിത്രങ്ങൾ`,
      photoCount: (n: number) => counted(n, 'ചിത്രം', 'ചിത്രങ്ങൾ'),
      openPhoto: (n: number, total: number) => `ചിത്രം ${n} / ${total} വലുതായി കാണുക`,
      deleteEvent: (event: string) => `${event}: നീക്കം ചെയ്യുക`,
      deleted: 'ആഘോഷം നീക്കം ചെയ്തു',
      addEvent: '+ പുതിയ ആഘോഷം',
      editEvent: 'ചിത്രങ്ങൾ ചേർക്കുക / തിരുത്തുക',
      backToGallery: '‹ ഗാലറി',
      // /admin/add-to-gallery
      formTitle: 'ഗാലറിയിലേക്ക് ചേർക്കുക',
      eventName: 'ആഘോഷത്തിന്റെ പേര്',
      create: 'ആഘോഷം ഉണ്ടാക്കുക',
      creating: 'ഉണ്ടാക്കുന്നു…',
      created: 'ആഘോഷം ഉണ്ടാക്കി; ഇനി ചിത്രങ്ങൾ ചേർക്കുക',
      rename: 'പേര് മാറ്റുക',
      renaming: 'മാറ്റുന്നു…',
      renamed: 'പേര് മാറ്റി',
      nameRequired: 'ആഘോഷത്തിന്റെ പേര് നൽകുക',
      addPhotos: 'ചിത്രങ്ങൾ ചേർക്കുക',
      current: (n: number) => `ഈ ആഘോഷത്തിലെ ചിത്രങ്ങൾ (${n})`,
      deletePhoto: (n: number) => `ചിത്രം ${n} നീക്കം ചെയ്യുക`,
      photoDeleted: 'ചിത്രം നീക്കം ചെയ്തു',
      view: 'ഗാലറിയിൽ കാണുക',
      // prettier-ignore
      leaveWhileUploading: 'ചിത്രങ്ങൾ അപ്‌ലോഡ് ചെയ്തുകൊണ്ടിരിക്കുന്നു. ഇപ്പോൾ പോയാൽ ബാക്കിയുള്ളവ ' +
        'ചേർക്കപ്പെടില്ല. പോകണോ?',
      // prettier-ignore
      resumeHint: 'കണക്ഷൻ പോയാലോ പേജ് അടഞ്ഞാലോ ഇതേ ചിത്രങ്ങൾ വീണ്ടും തിരഞ്ഞെടുക്കുക: ചേർത്തവ ഒഴിവാക്കി ' +
        'ബാക്കിയുള്ളവ മാത്രം അയയ്ക്കും.',
    },
  },
  en: {
    gallery: {
      title: 'Photo gallery',
      events: 'Events',
      empty: 'No pictures added yet',
      noPhotos: 'No pictures of this event yet',
      photos: (event: string) => `${event}: photos`,
      photoCount: (n: number) => `${n} photos`,
      openPhoto: (n: number, total: number) => `Open photo ${n} of ${total}`,
      deleteEvent: (event: string) => `Delete ${event}`,
      deleted: 'Event deleted',
      addEvent: '+ New event',
      editEvent: 'Add photos / edit',
      backToGallery: '‹ Gallery',
      formTitle: 'Add to the gallery',
      eventName: 'Event name',
      create: 'Create the event',
      creating: 'Creating…',
      created: 'Event created; now add its photos',
      rename: 'Rename',
      renaming: 'Renaming…',
      renamed: 'Renamed',
      nameRequired: 'Enter the event name',
      addPhotos: 'Add photos',
      current: (n: number) => `Photos of this event (${n})`,
      deletePhoto: (n: number) => `Delete photo ${n}`,
      photoDeleted: 'Photo deleted',
      view: 'View in the gallery',
      leaveWhileUploading: 'Photos are still uploading. If you leave now the rest will not be added. Leave?',
      resumeHint:
        'If the connection drops or the page closes, choose the same photos again: those already added are ' +
        'skipped and only the rest are sent.',
    },
  },
});
