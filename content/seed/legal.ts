/**
 * The site's legal pages as the first start stores them (docs/site.md). They describe what this
 * site actually does: which forms collect what, how long it is kept, and that nothing tracks
 * visitors. Change them whenever the forms, providers or storage change. Sample text for Kilele
 * Partners LLP, to be reviewed by the firm's own counsel before publication.
 *
 * A section's body is rich text as Payload stores it (Lexical's JSON), limited to what the pages
 * render (lib/cms/collections/Legal): paragraphs, then optionally one bulleted list. The
 * helpers below write out Lexical's nodes, so each section reads as its text.
 */
import type { SeedData } from './stored';

type Body = SeedData<'legal-pages'>['sections'][number]['body'];

/** What every block node of the editor carries: left to right, no alignment or indent, node version 1. */
const block = { direction: 'ltr', format: '', indent: 0, version: 1 } as const;
const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 });
const paragraph = (value: string) => ({ ...block, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] });
const bulletList = (...items: string[]) => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, index) => ({ ...block, type: 'listitem', value: index + 1, children: [text(item)] })),
});
const body = (...children: (ReturnType<typeof paragraph> | ReturnType<typeof bulletList>)[]): Body => ({ root: { ...block, type: 'root', children } });

const updated = '2026-11-01';
/** The privacy policy's newsletter section was added when the firm began sending newsletters from the site (issue 32). */
const privacyUpdated = '2026-11-27';

export const legalSeed: SeedData<'legal-pages'>[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description: 'What personal data our forms and training registrations collect, why, how long we keep it and how to use your rights under Kenyan law.',
    updated: privacyUpdated,
    intro: `Kilele Partners LLP ("we", "us") respects your privacy. This policy explains what personal data this website collects, why we collect it, how long we keep it, who processes it for us and the rights you have under Kenya's Data Protection Act, 2019. We are the data controller for the personal data described here.`,
    sections: [
      {
        heading: 'Who we are',
        body: body(
          paragraph('Kilele Partners LLP is an accounting, audit, tax and advisory firm based at Kilele House, 4th Floor, Ralph Bunche Road, Upper Hill, Nairobi 00100, Kenya. For any question about this policy or your personal data, email us at enquiries@kilele.example.'),
        ),
      },
      {
        heading: 'What we collect',
        body: body(
          paragraph('We collect only what you give us through the forms on this site, plus the minimum technical data needed to run and protect it.'),
          bulletList(
            'Contact form: your name, email address, company (optional), the subject and your message.',
            'Consultation booking form: your name, email address, phone number, industry, the service you are interested in and any additional information you choose to give.',
            'Newsletter sign-up: your email address, and the date and time you subscribed and confirmed your subscription.',
            'Training registration form: your name, email address and phone number, your organisation and KRA PIN (both optional), the name of each attendee, how you pay, and for an M-Pesa payment its receipt number.',
            'Technical data: when you submit a form, your IP address is used for a short time to stop automated abuse; our hosting provider also keeps standard server logs (IP address, browser type, pages requested and the time of the request) for security and troubleshooting.',
          ),
        ),
      },
      {
        heading: 'Why we use it and our lawful basis',
        body: body(
          paragraph('We use your personal data only for the purpose you gave it for:'),
          bulletList(
            'To answer your enquiry: we use your contact form details to reply to you. Our lawful basis is our legitimate interest in responding to people who contact us, and taking steps at your request before any engagement.',
            'To arrange your consultation: we use your booking details to contact you, prepare for the meeting and send you an acknowledgement. Our lawful basis is taking steps at your request before entering into a contract with you.',
            'To register you for a training: we use your registration to hold your seats, take or invoice the payment, send your invoice, confirmation and a reminder, and issue the tax invoice the law requires. Our lawful basis is performing our contract with you, and our legal obligation to keep tax records.',
            'To send our newsletter: we send updates and insights only with your consent. When you sign up we email you a confirmation link, and you are subscribed only after you click it (double opt-in). Every newsletter contains an unsubscribe link, and you can withdraw your consent at any time.',
            'To keep the site secure: we use technical data to prevent abuse and fix faults, in our legitimate interest in operating a safe website.',
          ),
        ),
      },
      {
        heading: 'How long we keep it',
        body: body(
          paragraph('We keep personal data only as long as we need it for the purpose above, and then delete it:'),
          paragraph('If you go on to become a client, the information becomes part of your client records and is kept for the periods set out in your engagement letter and required by professional and tax law.'),
          bulletList(
            'Contact enquiries: 24 months from our last correspondence with you.',
            'Consultation bookings: 24 months from the date of the booking.',
            'Training registrations: 24 months from the registration when it was never paid; five years when it was paid (also when it was later cancelled or refunded), as the Tax Procedures Act, 2015 requires for records of a sale.',
            'Newsletter subscriptions: until you unsubscribe. After that we keep only a record that the address has unsubscribed, so that we do not email it again. A sign-up that is never confirmed is deleted a month after its confirmation link expires.',
            'Copies of the emails this website sends (your receipt, our notification of your enquiry, confirmation links): 30 days after the email is delivered, or after we give up trying to deliver it (we try for 3 days).',
            'Server logs: no longer than 90 days.',
          ),
        ),
      },
      {
        heading: 'Our newsletter',
        body: body(
          paragraph('We write our newsletter ourselves and send it from this website, only to the topics you chose (Insights, Tax deadline reminders). The foot of every newsletter has a link to change your topics and one to unsubscribe, and your email program can offer its own unsubscribe button, which works in one click.'),
          paragraph('Our newsletters have no open or click tracking. They contain no invisible images that tell us whether or when you opened one, and no redirected links that tell us what you clicked: every link goes straight to the page it names. We know only whether our mail server handed each newsletter over to yours.'),
          paragraph('If your email provider refuses a newsletter permanently (the address no longer exists, for example), we stop sending to that address and keep it with the reason, so that we do not email it again.'),
          paragraph('The newsletters we have sent are also published on this website, with no personal details in them.'),
        ),
      },
      {
        heading: 'Who processes your data',
        body: body(
          paragraph('Your data is handled by our staff who deal with enquiries, bookings, training registrations and the newsletter, and by service providers who process it on our behalf under written agreements that require them to keep it secure and use it only on our instructions:'),
          paragraph('We do not sell your personal data, and we do not share it with anyone for their own marketing.'),
          bulletList(
            'our email provider, which delivers notification, acknowledgement, confirmation and newsletter emails;',
            'our website hosting provider, which runs this site and stores its database;',
            'Safaricom, which processes the M-Pesa payments you make for a training;',
            'Google, only if you choose to load the interactive map on our contact page (see our cookie policy).',
          ),
        ),
      },
      {
        heading: 'Transfers outside Kenya',
        body: body(
          paragraph('Some of our service providers may store or process data on servers outside Kenya. Where that happens we transfer it only as section 48 of the Data Protection Act, 2019 allows, with appropriate safeguards for its security and confidentiality, such as contractual protections and providers in countries with adequate data protection laws.'),
        ),
      },
      {
        heading: 'How we keep it secure',
        body: body(
          paragraph('The site is served only over encrypted HTTPS connections. Submissions are stored in a database that only authorised staff and our hosting provider can access, access is limited to those who need it, and our staff are bound by professional confidentiality. No system is completely secure, but we review our safeguards regularly and will notify you and the Data Commissioner of a breach where the law requires.'),
        ),
      },
      {
        heading: 'Your rights',
        body: body(
          paragraph('Under the Data Protection Act, 2019 you have the right to:'),
          bulletList(
            'be informed of how your personal data is used;',
            'access the personal data we hold about you;',
            'have inaccurate or misleading data corrected;',
            'have your data deleted where we no longer have a lawful reason to keep it;',
            'object to our processing of your data, including for direct marketing;',
            'withdraw your consent to the newsletter at any time;',
            'complain to the Office of the Data Protection Commissioner (ODPC) if you are unhappy with how we handle your data.',
          ),
        ),
      },
      {
        heading: 'How to exercise your rights',
        body: body(
          paragraph('Email us at enquiries@kilele.example with the subject "Data protection request" and tell us what you would like us to do. We may ask you to confirm your identity before acting on a request, and we will respond within the time the Act and its regulations require. There is no charge for a reasonable request.'),
          paragraph('To stop receiving the newsletter, use the unsubscribe link in any newsletter email. If you are not satisfied with our response, you may complain to the Office of the Data Protection Commissioner.'),
        ),
      },
      {
        heading: 'Children',
        body: body(
          paragraph('This site is intended for adults. We do not knowingly collect personal data from children.'),
        ),
      },
      {
        heading: 'Changes to this policy',
        body: body(
          paragraph('We will update this policy when the way we handle personal data changes. The date at the top shows when it was last revised.'),
        ),
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    description: 'The terms on which you may use this website: no professional advice without an engagement, intellectual property, links, liability and Kenyan law.',
    updated,
    intro: 'These terms govern your use of this website, operated by Kilele Partners LLP. By using the site you accept them. If you do not agree, please do not use the site.',
    sections: [
      {
        heading: 'Using this website',
        body: body(
          paragraph('You may browse the site, read and share our articles and podcasts, and use our forms to contact us, book a consultation or subscribe to our newsletter. You agree to use the site lawfully and not to:'),
          bulletList(
            'submit false information or information about another person without their permission;',
            'send unsolicited advertising or automated submissions through our forms;',
            'attempt to gain unauthorised access to the site, its servers or its database, or to disrupt its operation;',
            'copy or reuse the site content other than as these terms allow.',
          ),
        ),
      },
      {
        heading: 'No professional advice without an engagement',
        body: body(
          paragraph('The articles, podcasts, event materials and other content on this site are general information only. They are not accounting, audit, tax, legal or other professional advice, and they may not reflect the latest changes in the law. You should not act on them without advice on your own circumstances.'),
          paragraph('Sending us a message or booking a consultation does not create a client relationship. We act for you only once we have agreed the scope and terms of an engagement in a signed engagement letter.'),
        ),
      },
      {
        heading: 'Intellectual property',
        body: body(
          paragraph('The content of this site, including its text, images, logos, podcasts and downloadable documents, belongs to Kilele Partners LLP or its licensors. You may view, print or share it for your own non-commercial use, with credit to us. You may not copy, adapt, sell or publish it otherwise without our written permission. The names and logos of other organisations shown on the site belong to them.'),
        ),
      },
      {
        heading: 'Links to other websites',
        body: body(
          paragraph('The site links to websites we do not control, such as application forms, video pages, social networks and maps. We provide these links for convenience and are not responsible for their content, availability or privacy practices.'),
        ),
      },
      {
        heading: 'Job listings and events',
        body: body(
          paragraph('Vacancies for outsourced roles are with our clients, who make the final hiring decision. Event dates, venues and prices may change; the details confirmed to you on registration apply.'),
        ),
      },
      {
        heading: 'Limitation of liability',
        body: body(
          paragraph('We take care to keep the site accurate and available, but we provide it "as is" and do not guarantee that it will be error-free or uninterrupted. To the extent the law allows, we are not liable for any loss arising from your use of the site or reliance on its content. Nothing in these terms limits any liability that cannot be limited under Kenyan law.'),
        ),
      },
      {
        heading: 'Changes to these terms',
        body: body(
          paragraph('We may update these terms from time to time. The date at the top shows when they were last revised, and the version published here applies each time you use the site.'),
        ),
      },
      {
        heading: 'Governing law',
        body: body(
          paragraph('These terms are governed by the laws of Kenya, and the courts of Kenya have exclusive jurisdiction over any dispute arising from them. Questions about these terms can be sent to enquiries@kilele.example.'),
        ),
      },
    ],
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie policy',
    description: 'This site uses no tracking or advertising cookies. It stores one strictly necessary preference, and loads the Google map only if you ask.',
    updated,
    intro: 'This policy explains what this website stores on your device and when it contacts third parties. In short: we do not track you, and we do not use advertising or analytics cookies.',
    sections: [
      {
        heading: 'What cookies and local storage are',
        body: body(
          paragraph('Cookies are small text files a website asks your browser to store. Local storage is a similar feature that lets a site remember a setting on your device. Both can be used for essential purposes, such as remembering a choice you made, or for tracking you across sites.'),
        ),
      },
      {
        heading: 'What this site uses',
        body: body(
          paragraph('We use no tracking, analytics, advertising or social media cookies, and we do not build profiles of visitors. The only thing the site stores on your device is strictly necessary for it to work as you expect:'),
          paragraph('This preference never leaves your browser: it is not sent to us or to anyone else. Because it is strictly necessary for a feature you used, we do not ask for consent before storing it.'),
          bulletList(
            'Newsletter pop-up closed: when you close the newsletter pop-up on an article, your browser remembers this in its local storage for 30 days so the pop-up does not appear again on the next article.',
          ),
        ),
      },
      {
        heading: 'The embedded map',
        body: body(
          paragraph('Our contact page shows a static image of our location. The interactive Google map loads only when you choose to show it. Until then your browser makes no request to Google. Once you load the map, Google receives your IP address and may set its own cookies, under Google’s privacy policy.'),
        ),
      },
      {
        heading: 'Links to other sites',
        body: body(
          paragraph('Podcast episodes, application forms and our social media profiles open on other websites in a new tab. Nothing from those sites is embedded in our pages; once you visit them, their own cookie policies apply.'),
        ),
      },
      {
        heading: 'Managing what is stored',
        body: body(
          paragraph('You can clear local storage and cookies for this site at any time through your browser’s settings (usually under privacy or site data). If you clear the newsletter preference, the pop-up may appear again on your next article.'),
          paragraph('If we ever introduce cookies that are not strictly necessary, we will update this policy and ask for your consent first. Questions can be sent to enquiries@kilele.example.'),
        ),
      },
    ],
  },
];
