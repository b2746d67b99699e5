// The texts of what a visitor sees of the ads: banners and the video popup. They load
// with the ad chunks only.
import { defineMessages } from '../../i18n/language.tsx';

export const adMessages = defineMessages({
  ml: {
    ads: {
      sponsored: 'പരസ്യം',
      sponsor: (title: string) => `സ്പോൺസർ: ${title}`,
      hide: 'ഈ പരസ്യം മറയ്ക്കുക',
      popupLabel: 'സ്പോൺസർ വീഡിയോ',
      countdown: (s: number) => `${s} സെക്കൻഡിനുള്ളിൽ ഒഴിവാക്കാം`,
      skip: 'പരസ്യം ഒഴിവാക്കുക',
      visit: 'സ്പോൺസറെ സന്ദർശിക്കുക',
      tapForSound: 'ശബ്ദത്തിന് ടാപ്പ് ചെയ്യുക',
    },
  },
  en: {
    ads: {
      sponsored: 'Advertisement',
      sponsor: (title: string) => `Sponsor: ${title}`,
      hide: 'Hide this ad',
      popupLabel: 'Sponsor video',
      countdown: (s: number) => `Skip in ${s} s`,
      skip: 'Skip Ad',
      visit: 'Visit the sponsor',
      tapForSound: 'Tap for sound',
    },
  },
});
