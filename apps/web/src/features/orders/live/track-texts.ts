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
  eta: 'Arrives in {{min}}–{{max}} min',
  etaAbout: 'Arrives in about {{minutes}} min',
  etaDoor: 'Your rider is at your door',
  callRider: 'Call {{name}}',
  callRiderUnnamed: 'Call your delivery partner',
  callBridged:
    'Tokri is calling you on {{phone}}. Pick up to be connected; neither of you sees the other’s number.',
  callFailed: 'The call could not be started. Please try again.',
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
  eta: '{{min}}–{{max}} मिनट में पहुँचेगा',
  etaAbout: 'लगभग {{minutes}} मिनट में पहुँचेगा',
  etaDoor: 'आपका राइडर आपके दरवाज़े पर है',
  callRider: '{{name}} को कॉल करें',
  callRiderUnnamed: 'डिलीवरी पार्टनर को कॉल करें',
  callBridged:
    'टोकरी आपको {{phone}} पर कॉल कर रहा है। फ़ोन उठाते ही बात जुड़ जाएगी; किसी को दूसरे का नंबर नहीं दिखेगा।',
  callFailed: 'कॉल शुरू नहीं हो सकी। कृपया फिर कोशिश करें।',
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
  eta: '{{min}}–{{max}} నిమిషాల్లో చేరుతుంది',
  etaAbout: 'సుమారు {{minutes}} నిమిషాల్లో చేరుతుంది',
  etaDoor: 'మీ రైడర్ మీ ఇంటి వద్ద ఉన్నారు',
  callRider: '{{name}}కి కాల్ చేయండి',
  callRiderUnnamed: 'డెలివరీ భాగస్వామికి కాల్ చేయండి',
  callBridged: 'టోకరి మీకు {{phone}}కి కాల్ చేస్తోంది. ఫోన్ ఎత్తగానే కలుపుతాం; ఒకరి నంబర్ మరొకరికి కనిపించదు.',
  callFailed: 'కాల్ మొదలు కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
};

export const trackTexts = featureTexts('track-live', { en, hi, te });
export const useTrackText = () => useFeatureText(trackTexts);
