// The news screens' own texts: they load with the news chunk, not with the first page.
import { defineMessages, type TextsOf } from '../../i18n/language.tsx';

export const newsMessages = defineMessages({
  ml: {
    news: {
      title: 'വാർത്തകൾ',
      allNews: 'എല്ലാ വാർത്തകളും',
      latest: 'പുതിയ വാർത്തകൾ',
      noticeTitle: 'വാർത്തകൾ അറിയിക്കാൻ',
      notice:
        'ഇടവകയുമായി ബന്ധപ്പെട്ട വാർത്തകൾ (മരണം, കുർബാന സമയമാറ്റം, പരിപാടികൾ) പ്രസിദ്ധീകരിക്കാൻ അഡ്മിനെ ' +
        'വിളിക്കുകയോ വാട്സ്ആപ്പ് ചെയ്യുകയോ ചെയ്യുക.',
      call: 'വിളിക്കുക',
      whatsapp: 'വാട്സ്ആപ്പ്',
      whatsappText: 'ഇടവക വെബ്സൈറ്റിൽ ഒരു വാർത്ത ചേർക്കാനുണ്ട്:',
      add: '+ വാർത്ത ചേർക്കുക',
      empty: 'വാർത്തകളൊന്നുമില്ല',
      listLabel: 'വാർത്തകളുടെ പട്ടിക',
      loadingMore: 'കൂടുതൽ വാർത്തകൾ ലോഡ് ചെയ്യുന്നു…',
      photoAlt: (title: string) => `${title} - ചിത്രം`,
      postedOn: (date: string) => `${date}`,
      delete: 'നീക്കം ചെയ്യുക',
      deleteLabel: (title: string) => `"${title}" നീക്കം ചെയ്യുക`,
      confirmDelete: (title: string) => `"${title}" എന്ന വാർത്ത നീക്കം ചെയ്യട്ടെ?`,
      deleted: 'വാർത്ത നീക്കം ചെയ്തു',
      // /add-news
      formTitle: 'വാർത്ത ചേർക്കുക',
      formIntro:
        'പ്രസിദ്ധീകരിക്കുമ്പോൾ അറിയിപ്പുകൾ ഓൺ ചെയ്ത ഫോണുകളിലും കമ്പ്യൂട്ടറുകളിലും ഉടൻ ഇത് എത്തും. ഒരു ' +
        'ദിവസത്തിനുള്ളിൽ നിങ്ങൾക്ക് ഇത് നീക്കം ചെയ്യാം.',
      titleLabel: 'തലക്കെട്ട്',
      textLabel: 'വാർത്ത',
      textHint: 'ഖണ്ഡികകൾക്കിടയിൽ ഒരു വരി ഒഴിച്ചിടുക. https:// ലിങ്കുകൾ തുറക്കാവുന്നതാകും.',
      photo: 'ഫോട്ടോ (വേണമെങ്കിൽ)',
      post: 'പ്രസിദ്ധീകരിക്കുക',
      posting: 'പ്രസിദ്ധീകരിക്കുന്നു…',
      posted: 'വാർത്ത പ്രസിദ്ധീകരിച്ചു',
      // push prompt (docs/product.md "Push notifications") and its toasts (docs/product.md "Errors")
      promptTitle: 'വാർത്താ അറിയിപ്പുകൾ',
      // prettier-ignore
      promptText:
        'ഇടവകയിൽ പുതിയ വാർത്ത (മരണവാർത്ത, കുർബാന സമയമാറ്റം…) പ്രസിദ്ധീകരിക്കുമ്പോൾ ഉടൻ ഈ ' +
        'ഉപകരണത്തിൽ അറിയിപ്പ് ലഭിക്കണോ?',
      promptAccept: 'അറിയിപ്പുകൾ വേണം',
      promptDecline: 'ഇപ്പോൾ വേണ്ട',
      promptBusy: 'ഓൺ ചെയ്യുന്നു…',
      turnOn: 'വാർത്താ അറിയിപ്പുകൾ ഓൺ ചെയ്യുക',
      pushOn: 'വാർത്താ അറിയിപ്പുകൾ ഓൺ ആയി',
      pushUnsupported: 'ഈ ഉപകരണത്തിലോ ബ്രൗസറിലോ അറിയിപ്പുകൾ (പുഷ് നോട്ടിഫിക്കേഷൻ) ലഭ്യമല്ല',
      pushFailed: 'എന്തോ പിശക് സംഭവിച്ചു, വീണ്ടും ശ്രമിക്കുക',
    },
  },
  en: {
    news: {
      title: 'News',
      allNews: 'All news',
      latest: 'Latest news',
      noticeTitle: 'To share news',
      notice: 'To publish parish news (a death, a change of Mass time, an event), call or WhatsApp the admin.',
      call: 'Call',
      whatsapp: 'WhatsApp',
      whatsappText: 'I have news for the parish website:',
      add: '+ Add news',
      empty: 'No news yet',
      listLabel: 'News list',
      loadingMore: 'Loading more news…',
      photoAlt: (title: string) => `${title} - photo`,
      postedOn: (date: string) => `${date}`,
      delete: 'Delete',
      deleteLabel: (title: string) => `Delete "${title}"`,
      confirmDelete: (title: string) => `Delete the news "${title}"?`,
      deleted: 'News deleted',
      formTitle: 'Add news',
      formIntro:
        'Once posted it reaches at once the phones and computers that turned on notifications. You can delete it ' +
        'yourself within a day.',
      titleLabel: 'Title',
      textLabel: 'News',
      textHint: 'Leave an empty line between paragraphs. https:// links become clickable.',
      photo: 'Photo (optional)',
      post: 'Publish',
      posting: 'Publishing…',
      posted: 'News published',
      promptTitle: 'News notifications',
      promptText:
        'Get a notification on this device as soon as the parish posts news (a death, a change of Mass time…)?',
      promptAccept: 'Yes, notify me',
      promptDecline: 'Not now',
      promptBusy: 'Turning on…',
      turnOn: 'Turn on news notifications',
      pushOn: 'News notifications are on',
      pushUnsupported: 'Notifications (push) are not available on this device or browser',
      pushFailed: 'Something went wrong, Try again',
    },
  },
});

export type NewsTexts = TextsOf<typeof newsMessages>;
