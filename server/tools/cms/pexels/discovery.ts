import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createPexelsTools } from './index.ts';

type PexelsToolName = ReturnType<typeof createPexelsTools>[number]['name'];

/** How editors ask for the pexels tools, per language, and the tools usually needed with each. */
export const PEXELS_DISCOVERY = {
  pexels_searchPhotos: {
    phrases: {
      en: [
        'find stock photos',
        'free photos of',
        'search pexels',
        'stock image of a beach',
        'royalty free pictures',
        'stock pics',
        'find a free photo online',
        'browse stock photography',
        'need a stock photo for the hero',
      ],
      es: [
        'buscar fotos de stock',
        'fotos gratis de',
        'buscar en pexels',
        'imágenes libres de derechos',
        'foto de banco de imágenes',
        'busca una foto gratuita',
      ],
      de: ['Stockfotos suchen', 'kostenlose Fotos von', 'auf Pexels suchen', 'lizenzfreie Bilder', 'Stockbild für den Hero', 'such ein Gratis-Foto'],
      fr: [
        'chercher des photos libres de droits',
        'photos gratuites de',
        'chercher sur pexels',
        'image de banque photo',
        'photo stock pour le hero',
        'trouve une photo gratuite',
      ],
      pt: [
        'buscar fotos de banco de imagens',
        'fotos grátis de',
        'pesquisar no pexels',
        'imagens livres de direitos',
        'foto stock para o hero',
        'procura uma foto gratuita',
      ],
      it: ['cercare foto stock', 'foto gratis di', 'cercare su pexels', 'immagini royalty free', 'foto stock per il hero', 'trova una foto gratuita'],
    },
    relatedTools: ['pexels_downloadPhoto'],
  },
  pexels_downloadPhoto: {
    phrases: {
      en: [
        'download the stock photo',
        'import the pexels photo',
        'save this photo to the library',
        'add the stock image to media',
        'grab that pexels picture',
        'upload the stock photo to the library',
        'download photo from pexels',
        'bring the stock pic into the cms',
      ],
      es: [
        'descargar la foto de stock',
        'importar la foto de pexels',
        'guardar esta foto en la biblioteca',
        'sube la imagen de stock a medios',
        'descarga la foto de pexels',
        'añadir la foto gratuita a la biblioteca',
      ],
      de: [
        'Stockfoto herunterladen',
        'Pexels-Foto importieren',
        'Foto in die Mediathek speichern',
        'lade das Pexels-Bild herunter',
        'Stockbild in die Bibliothek übernehmen',
        'Foto von Pexels holen',
      ],
      fr: [
        'télécharger la photo stock',
        'importer la photo pexels',
        'enregistrer cette photo dans la médiathèque',
        'télécharge la photo de pexels',
        "ajouter l'image stock à la bibliothèque",
        'importer une photo gratuite',
      ],
      pt: [
        'baixar a foto de stock',
        'importar a foto do pexels',
        'salvar esta foto na biblioteca',
        'baixa a foto do pexels',
        'adicionar a imagem stock à biblioteca',
        'importar uma foto gratuita',
      ],
      it: [
        'scaricare la foto stock',
        'importare la foto da pexels',
        'salvare questa foto nella libreria',
        'scarica la foto di pexels',
        "aggiungere l'immagine stock alla libreria",
        'importare una foto gratuita',
      ],
    },
    relatedTools: ['pexels_searchPhotos', 'cms_addImageToSection', 'cms_updateSectionImage'],
  },
} satisfies Record<PexelsToolName, DiscoveryFacts<CmsToolName>>;
