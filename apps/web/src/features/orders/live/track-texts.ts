import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';

/** The live rider map's texts: loaded with the track page's chunk, not the app's main bundle. */
const en = {
  heading: 'Where your rider is',
  distanceEta: '{{distance}} km · ETA {{minutes}} min',
  distanceOnly: '{{distance}} km away',
  atDoor: 'Your rider is at your door',
  waiting: 'Waiting for your rider’s location…',
  updated: 'Location from {{time}}',
  mapLabel: 'Map with your rider and your address. {{summary}}',
  rider: 'Your rider',
  door: 'Your address',
  mapFailed: 'The map could not load. The distance and ETA above stay live.',
};

type TrackTexts = typeof en;

const hi: TrackTexts = {
  heading: 'आपका राइडर कहाँ है',
  distanceEta: '{{distance}} कि.मी. · लगभग {{minutes}} मिनट में',
  distanceOnly: '{{distance}} कि.मी. दूर',
  atDoor: 'आपका राइडर आपके दरवाज़े पर है',
  waiting: 'राइडर की लोकेशन का इंतज़ार है…',
  updated: '{{time}} की लोकेशन',
  mapLabel: 'आपके राइडर और आपके पते वाला नक्शा। {{summary}}',
  rider: 'आपका राइडर',
  door: 'आपका पता',
  mapFailed: 'नक्शा लोड नहीं हो सका। ऊपर दी गई दूरी और समय लाइव अपडेट होते रहेंगे।',
};

const te: TrackTexts = {
  heading: 'మీ రైడర్ ఎక్కడ ఉన్నారు',
  distanceEta: '{{distance}} కి.మీ. · సుమారు {{minutes}} నిమిషాల్లో',
  distanceOnly: '{{distance}} కి.మీ. దూరంలో',
  atDoor: 'మీ రైడర్ మీ ఇంటి వద్ద ఉన్నారు',
  waiting: 'రైడర్ లొకేషన్ కోసం ఎదురుచూస్తున్నాం…',
  updated: '{{time}} నాటి లొకేషన్',
  mapLabel: 'మీ రైడర్ మరియు మీ చిరునామా ఉన్న మ్యాప్. {{summary}}',
  rider: 'మీ రైడర్',
  door: 'మీ చిరునామా',
  mapFailed: 'మ్యాప్ లోడ్ కాలేదు. పైన ఉన్న దూరం మరియు సమయం లైవ్‌గా మారుతూనే ఉంటాయి.',
};

export const trackTexts = featureTexts('track-live', { en, hi, te });
export const useTrackText = () => useFeatureText(trackTexts);
