import {DEFAULT_LANGUAGE, isLanguage} from '../../protocol/constants.js';
import type {Language} from '../../protocol/constants.js';
import type {LoaderStrings} from './strings.js';

export type {LoaderStrings} from './strings.js';

/**
 * The few strings the loader shows, in the six languages, in one table: the loader carries these and
 * not every string of six languages. Each language's full strings start from its row here.
 */
export const LOADER_STRINGS: Readonly<Record<Language, LoaderStrings>> = {
  fr: {
    locale: 'fr',
    chatTitle: 'Assistant patrimonial',
    openChat: 'Ouvrir la discussion',
    closeChat: 'Fermer la discussion',
    retry: 'Réessayer',
    loading: 'Chargement de la discussion…',
    loadFailed: 'La discussion n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  },
  en: {
    locale: 'en',
    chatTitle: 'Wealth assistant',
    openChat: 'Open the chat',
    closeChat: 'Close the chat',
    retry: 'Try again',
    loading: 'Loading the chat…',
    loadFailed: 'The chat could not be loaded. Check your connection and try again.',
  },
  de: {
    locale: 'de',
    chatTitle: 'Vermögensassistent',
    openChat: 'Chat öffnen',
    closeChat: 'Chat schließen',
    retry: 'Erneut versuchen',
    loading: 'Chat wird geladen…',
    loadFailed:
      'Der Chat konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  es: {
    locale: 'es',
    chatTitle: 'Asistente patrimonial',
    openChat: 'Abrir el chat',
    closeChat: 'Cerrar el chat',
    retry: 'Volver a intentarlo',
    loading: 'Cargando el chat…',
    loadFailed: 'No se pudo cargar el chat. Compruebe su conexión y vuelva a intentarlo.',
  },
  it: {
    locale: 'it',
    chatTitle: 'Assistente patrimoniale',
    openChat: 'Apri la chat',
    closeChat: 'Chiudi la chat',
    retry: 'Riprova',
    loading: 'Caricamento della chat…',
    loadFailed: 'Impossibile caricare la chat. Controlla la connessione e riprova.',
  },
  pt: {
    locale: 'pt-PT',
    chatTitle: 'Assistente patrimonial',
    openChat: 'Abrir o chat',
    closeChat: 'Fechar o chat',
    retry: 'Tentar novamente',
    loading: 'A carregar o chat…',
    loadFailed: 'Não foi possível carregar o chat. Verifique a sua ligação e tente novamente.',
  },
};

/**
 * The loader's strings for a `language` attribute value, picked as `stringsFor` picks the full
 * ones: unknown values fall back to the API default.
 */
export const loaderStringsFor = (language: string | undefined): LoaderStrings =>
  LOADER_STRINGS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
