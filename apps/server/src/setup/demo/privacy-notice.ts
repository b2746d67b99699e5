// The demo parish's privacy notice, version 1 (docs/product.md "Privacy notice"): what a parish
// publishes before it asks families for their choices. A real parish writes its own in
// /admin/privacy/notice, naming its grievance officer (docs/product.md "Privacy and the DPDP Act").
import type { NoticeText } from '@parish/shared/privacy';

export const DEMO_NOTICE: { ml: NoticeText; en: NoticeText } = {
  ml: {
    purposes:
      'ഡയറക്ടറിയിലെ ഓരോ വിവരവും എന്തിനാണ്: പേര്, വീട്ടുപേര്, വാർഡ് — കുടുംബത്തെ ' +
      'തിരിച്ചറിയാനും ഇടവകയുടെ കാര്യങ്ങൾ അറിയിക്കാനും. ഫോൺ നമ്പർ — വാർഡ് ഭാരവാഹികൾക്കും ' +
      'ഓഫീസിനും നിങ്ങളെ ബന്ധപ്പെടാൻ. ജന്മദിനവും പ്രായവും — ജന്മദിനാശംസകൾക്കും മതബോധന ' +
      'ക്ലാസുകൾ ക്രമീകരിക്കാനും. രക്തഗ്രൂപ്പ് — അടിയന്തര ഘട്ടങ്ങളിൽ രക്തദാതാക്കളെ ' +
      'കണ്ടെത്താൻ. ജോലി, ഇംഗ്ലീഷിലുള്ള പേര്, താമസസ്ഥലം, സ്വദേശം — ഇടവകാംഗങ്ങൾക്ക് പരസ്പരം ' +
      'തിരിച്ചറിയാനും തിരയാനും. ഇ-മെയിൽ — ഓഫീസിന്റെ അറിയിപ്പുകൾക്ക് മാത്രം. കുടുംബ ഫോട്ടോ ' +
      '— ഡയറക്ടറിയിൽ കുടുംബത്തെ തിരിച്ചറിയാൻ. ഈ വിവരങ്ങൾ ഇടവകയുടെ ആവശ്യങ്ങൾക്കല്ലാതെ ' +
      'ഉപയോഗിക്കുകയോ ആർക്കും വിൽക്കുകയോ ചെയ്യില്ല.',
    audiences:
      'ഓരോ വിവരവും ആർ കാണണമെന്ന് ഓരോ കുടുംബത്തിനും തിരഞ്ഞെടുക്കാം: "എല്ലാവരും" — ' +
      'വെബ്സൈറ്റ് സന്ദർശിക്കുന്ന ആർക്കും കാണാം; "ഇടവകാംഗങ്ങൾ" — ലോഗിൻ ചെയ്ത ' +
      'ഇടവകാംഗങ്ങൾക്കും ഓഫീസിനും മാത്രം; "ഓഫീസ്" — ഇടവക ഓഫീസിലെ അഡ്മിൻമാർക്ക് മാത്രം. ' +
      'ഡയറക്ടറിയിലുള്ള കുടുംബത്തിന്റെ പേരും വീട്ടുപേരും എപ്പോഴും കാണാം; ഇ-മെയിൽ ഓഫീസിന് ' +
      'മാത്രം. ഒന്നും തിരഞ്ഞെടുക്കാത്ത കുടുംബത്തിന് ഇടവകയുടെ പൊതുവായ ക്രമീകരണം ബാധകമാണ്. ' +
      '18 വയസ്സിൽ താഴെയുള്ളവരുടെ ഫോൺ, ജന്മദിനം, രക്തഗ്രൂപ്പ് എന്നിവ മാതാപിതാക്കളുടെ ' +
      'സമ്മതമില്ലാതെ പൊതുജനങ്ങൾക്ക് കാണിക്കില്ല.',
    choices:
      'നിങ്ങളുടെ തിരഞ്ഞെടുപ്പ് എപ്പോൾ വേണമെങ്കിലും മാറ്റാം, സമ്മതം പിൻവലിക്കാം: ഇടവക ' +
      'ഓഫീസിൽ നേരിട്ടോ ഫോണിലോ അറിയിക്കുക, അല്ലെങ്കിൽ ഈ പേജിലെ അപേക്ഷാ ഫോം ഉപയോഗിക്കുക. ' +
      'സമ്മതം നൽകുന്നതുപോലെ എളുപ്പത്തിൽ പിൻവലിക്കാം. ഓരോ മാറ്റവും ആര്, എപ്പോൾ ' +
      'രേഖപ്പെടുത്തി എന്നതോടെ സൂക്ഷിക്കുന്നു. പിൻവലിച്ച വിവരം ഉടൻതന്നെ മറ്റുള്ളവർക്ക് ' +
      'കാണാതാകും.',
    rights:
      'ഡിജിറ്റൽ വ്യക്തിഗത വിവര സംരക്ഷണ നിയമം (2023) പ്രകാരം നിങ്ങൾക്ക് ഈ അവകാശങ്ങളുണ്ട്: ' +
      'ഇടവക നിങ്ങളെക്കുറിച്ച് സൂക്ഷിക്കുന്ന വിവരങ്ങളുടെ പകർപ്പ് ചോദിക്കാം; തെറ്റായ വിവരം ' +
      'തിരുത്താൻ ആവശ്യപ്പെടാം; നിങ്ങളുടെ കുടുംബത്തിന്റെ വിവരങ്ങൾ പൂർണ്ണമായി മായ്ക്കാൻ ' +
      'ആവശ്യപ്പെടാം; പരാതി നൽകാം. ഓരോ അപേക്ഷയ്ക്കും 90 ദിവസത്തിനകം മറുപടി നൽകും. മറുപടിയിൽ ' +
      'തൃപ്തിയില്ലെങ്കിൽ ഡാറ്റ പ്രൊട്ടക്ഷൻ ബോർഡ് ഓഫ് ഇന്ത്യയെ സമീപിക്കാം.',
    contact:
      'പരാതി പരിഹാരത്തിന്റെ ചുമതല ഇടവക വികാരിയച്ചനാണ്. ഇടവക ഓഫീസിന്റെ ഫോൺ, ഇ-മെയിൽ, വിലാസം ' +
      'എന്നിവ ഈ പേജിന്റെ അവസാനം കാണാം; ഓഫീസ് സമയങ്ങളിൽ നേരിട്ടും വരാം.',
  },
  en: {
    purposes:
      'What each field of the directory is for: name, house name and ward — to know the ' +
      'family and tell it about the parish. Phone — so the ward officers and the office ' +
      'can reach you. Birthday and age — for birthday wishes and to arrange the catechism ' +
      'classes. Blood group — to find donors in an emergency. Work, English name, ' +
      'residence and origin — so parishioners can recognise and find one another. E-mail — ' +
      'for the office’s notices only. Family photo — to recognise the family in the ' +
      'directory. None of it is used for anything but the parish’s work, and none of it is ' +
      'ever sold.',
    audiences:
      'Each family chooses who sees each field: "everyone" — anyone who visits the ' +
      'website; "parishioners" — signed-in parishioners and the office only; "office" — ' +
      'the parish office’s admins only. A listed family’s name and house name always show; ' +
      'e-mail is for the office only. A family that has made no choice gets the parish’s ' +
      'default. For a member under 18, phone, birthday and blood group are never shown to ' +
      'the public without a parent’s consent.',
    choices:
      'You may change your choices or withdraw your consent at any time: tell the parish ' +
      'office in person or by phone, or use the request form on this page. Withdrawing is ' +
      'as easy as giving. Every change is kept with who recorded it and when. What you ' +
      'withdraw stops showing to others at once.',
    rights:
      'Under the Digital Personal Data Protection Act, 2023 you may: ask for a copy of ' +
      'what the parish holds about you; ask for wrong details to be corrected; ask for ' +
      'your family’s details to be erased entirely; and make a complaint. Every request is ' +
      'answered within 90 days. If you are not satisfied with the answer you may approach ' +
      'the Data Protection Board of India.',
    contact:
      'The parish vicar is responsible for grievances. The parish office’s phone, e-mail ' +
      'and address are at the end of this page; you may also come in during office hours.',
  },
};
