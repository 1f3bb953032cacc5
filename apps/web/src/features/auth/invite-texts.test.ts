import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { inviteTexts } from './invite-texts.js';

checkFeatureTexts('auth-invite', inviteTexts.texts);
