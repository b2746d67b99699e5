// The side drawer's texts: they load with its chunk (the drawer opens on a tap), not with the first
// page's. The home page's links to the privacy notice and the address keep theirs in the first load.
import { defineMessages } from '../i18n/language.tsx';

export const sideDrawerMessages = defineMessages({
  ml: {
    drawer: {
      label: 'സൈഡ് മെനു',
      login: 'ലോഗിൻ',
      news: 'വാർത്തകൾ',
      sandesham: 'സന്ദേശങ്ങൾ',
      wards: 'വാർഡുകൾ',
      catechism: 'മതബോധനം',
      board: 'ഭരണസമിതി',
      convent: 'കോൺവെന്റ്',
      samarpithar: 'സമർപ്പിതർ',
      exVicars: 'മുൻ വികാരിമാർ',
      gallery: 'ഫോട്ടോ ഗാലറി',
      history: 'ഇടവക ചരിത്രം',
      departed: 'പരേതർ',
      faq: 'സംശയങ്ങളും മറുപടികളും',
      privacy: 'സ്വകാര്യതാ നയം',
      address: 'വിലാസം',
      language: 'ഭാഷ',
    },
  },
  en: {
    drawer: {
      label: 'Side menu',
      login: 'Login',
      news: 'News',
      sandesham: 'Messages',
      wards: 'Wards',
      catechism: 'Catechism',
      board: 'Board',
      convent: 'Convent',
      samarpithar: 'Dedicated persons',
      exVicars: 'Former vicars',
      gallery: 'Photo gallery',
      history: 'Parish history',
      departed: 'Departed',
      faq: 'FAQ',
      privacy: 'Privacy policy',
      address: 'Address',
      language: 'Language',
    },
  },
});
