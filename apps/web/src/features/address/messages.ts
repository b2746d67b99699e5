// The address screens' own texts: they load with the screens' chunk, not with the first page.
import { defineMessages, type TextsOf } from '../../i18n/language.tsx';
import { memberTexts } from '../../i18n/member-texts.ts';

export const addressMessages = defineMessages({
  ml: {
    members: memberTexts.ml,
    address: {
      title: 'വിലാസം',
      phone: 'ഫോൺ',
      email: 'ഇ-മെയിൽ',
      boardTitle: 'ബന്ധപ്പെടേണ്ടവർ',
      image: 'ചിത്രം',
      name: 'പേര്',
      role: 'സ്ഥാനം',
      contact: 'ബന്ധപ്പെടുക',
      vicar: 'വികാരി',
      coordinator: 'കോർഡിനേറ്റർ',
      caretaker: 'ശുശ്രൂഷി',
      call: (name: string) => `${name} - വിളിക്കുക`,
      whatsapp: (name: string) => `${name} - വാട്സ്ആപ്പ്`,
      map: 'പള്ളിയുടെ സ്ഥാനം ഭൂപടത്തിൽ',
      empty: 'വിവരങ്ങൾ ലഭ്യമല്ല',
      whatsappShort: 'വാട്സ്ആപ്പ്',
      showMap: 'ഭൂപടം കാണിക്കുക',
      mapNote: 'ഭൂപടം Google Maps-ൽ നിന്നാണ് ലോഡ് ചെയ്യുന്നത്; ബട്ടൺ അമർത്തുമ്പോൾ മാത്രം.',
      openMapApp: 'ഫോണിലെ മാപ്പ് ആപ്പിൽ തുറക്കുക',
      openMapWeb: 'ബ്രൗസറിൽ ഭൂപടം തുറക്കുക',
    },
  },
  en: {
    members: memberTexts.en,
    address: {
      title: 'Address',
      phone: 'Phone',
      email: 'E-mail',
      boardTitle: 'Contacts',
      image: 'Photo',
      name: 'Name',
      role: 'Role',
      contact: 'Contact',
      vicar: 'Vicar',
      coordinator: 'Coordinator',
      caretaker: 'Sushrushi',
      call: (name: string) => `Call ${name}`,
      whatsapp: (name: string) => `WhatsApp ${name}`,
      map: 'Location of the church on the map',
      empty: 'No details available',
      whatsappShort: 'WhatsApp',
      showMap: 'Show map',
      mapNote: 'The map comes from Google Maps, and loads only when you tap the button.',
      openMapApp: "Open in the phone's maps app",
      openMapWeb: 'Open the map in a browser',
    },
  },
});

/** The common catalog with this domain's blocks, as a screen's `useT(addressMessages)` returns it. */
export type AddressTexts = TextsOf<typeof addressMessages>;
