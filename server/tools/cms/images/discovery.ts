import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createImageTools } from './index.ts';

type ImagesToolName = ReturnType<typeof createImageTools>[number]['name'];

/** How editors ask for the images tools, per language, and the tools usually needed with each. */
export const IMAGES_DISCOVERY = {
  cms_findImage: {
    phrases: {
      en: [
        'find image', 'find the logo file', 'look up an image by name', 'image called team-photo', 'find picture by filename', 'images tagged office',
        'image by keyword', 'where is the logo', 'get the hero.jpg image', 'find the pic named', 'image with tag', 'grab the logo image',
        'the mountain photo', 'the kayak shots', 'the lake picture', 'the logo', 'our photo of the', 'the shot of the', 'look up the image first',
        'image file named', 'which image is the team photo', 'the existing photo in the library',
      ],
      es: [
        'buscar la imagen por nombre', 'encuentra el logo', 'imagen llamada equipo', 'dónde está el archivo del logo',
        'imágenes con la etiqueta oficina', 'buscar foto por nombre de archivo',
      ],
      de: [
        'Bild nach Namen finden', 'finde das Logo', 'Bild mit dem Dateinamen', 'wo ist die Logo-Datei', 'Bilder mit Tag Büro',
        'Foto namens team suchen',
      ],
      fr: [
        "trouver l'image par nom", 'trouve le logo', 'image appelée equipe', 'où est le fichier du logo', "images avec l'étiquette bureau",
        'chercher une photo par nom de fichier',
      ],
      pt: [
        'achar a imagem pelo nome', 'encontra o logo', 'imagem chamada equipe', 'onde está o arquivo do logo', 'imagens com a tag escritório',
        'buscar foto pelo nome do arquivo',
      ],
      it: [
        "trovare l'immagine per nome", 'trova il logo', 'immagine chiamata team', "dov'è il file del logo", 'immagini con il tag ufficio',
        'cercare una foto per nome file',
      ],
    },
    relatedTools: ['cms_addImageToSection', 'cms_updateSectionImage', 'cms_searchImages'],
  },
  cms_searchImages: {
    phrases: {
      en: [
        'a photo that looks like', 'image showing people working', 'picture of snowy mountains', 'find a photo of a team meeting',
        'image that matches a description', 'visually similar image', 'pic with a sunset', 'photo depicting', 'image about teamwork',
        'picture with a happy customer', 'something like a beach scene', 'a photo that feels like summer', 'moody photo', 'calm peaceful picture',
        'wintry scene', 'foggy landscape', 'cosy atmosphere', 'image with a warm vibe', 'bright colourful picture', 'photo in a minimalist style',
        'autumn colours', 'describe the picture you want', 'image with a certain mood',
      ],
      es: [
        'una foto que muestre', 'imagen de montañas nevadas', 'foto de gente trabajando', 'una imagen parecida a', 'foto con un atardecer',
        'imagen que represente trabajo en equipo',
      ],
      de: [
        'ein Foto, das zeigt', 'Bild mit verschneiten Bergen', 'Foto von Leuten bei der Arbeit', 'ein ähnliches Bild', 'Bild mit Sonnenuntergang',
        'Foto, auf dem ein Team zu sehen ist',
      ],
      fr: [
        'une photo qui montre', 'image de montagnes enneigées', 'photo de gens qui travaillent', 'une image qui ressemble à',
        'photo avec un coucher de soleil', "image qui évoque le travail d'équipe",
      ],
      pt: [
        'uma foto que mostre', 'imagem de montanhas nevadas', 'foto de pessoas trabalhando', 'uma imagem parecida com', 'foto com um pôr do sol',
        'imagem que represente trabalho em equipe',
      ],
      it: [
        'una foto che mostri', 'immagine di montagne innevate', 'foto di persone che lavorano', "un'immagine simile a", 'foto con un tramonto',
        'immagine che rappresenti il lavoro di squadra',
      ],
    },
    relatedTools: ['cms_findImage', 'cms_addImageToSection', 'cms_updateSectionImage'],
  },
  cms_listAllImages: {
    phrases: {
      en: [
        'list all images', 'show the media library', 'browse every image', 'all pictures we have', 'image library', 'what photos do we have',
        'show me all the pics', 'media gallery overview', 'how many images', 'all uploaded images',
      ],
      es: [
        'listar todas las imágenes', 'ver la biblioteca de medios', 'qué fotos tenemos', 'todas las imágenes', 'mostrar la mediateca',
        'cuántas imágenes hay',
      ],
      de: [
        'alle Bilder auflisten', 'Mediathek anzeigen', 'welche Fotos haben wir', 'alle Bilder durchsehen', 'Bildbibliothek',
        'wie viele Bilder gibt es',
      ],
      fr: [
        'lister toutes les images', 'voir la médiathèque', 'quelles photos avons-nous', 'toutes les images', 'parcourir la bibliothèque',
        "combien d'images",
      ],
      pt: [
        'listar todas as imagens', 'ver a biblioteca de mídia', 'quais fotos temos', 'todas as imagens', 'navegar pela biblioteca de imagens',
        'quantas imagens existem',
      ],
      it: [
        'elencare tutte le immagini', 'vedere la libreria media', 'quali foto abbiamo', 'tutte le immagini', 'sfogliare la libreria immagini',
        'quante immagini ci sono',
      ],
    },
    relatedTools: ['cms_findImage', 'cms_deleteImage'],
  },
  cms_addImageToSection: {
    phrases: {
      en: [
        'add an image to the section', 'put a photo in the hero', 'insert a picture into the block', 'attach an image to the features section',
        'place the logo in the section', 'use this image in the section', 'add a pic to the cta', 'give the section an image',
        'set an image on the empty block', 'drop a picture into the gallery', 'put the photo in the gallery', 'place an image in the hero',
        'fill the gallery with photos', 'add photos to the gallery section', 'use this picture in the section', 'put the pic in the block',
      ],
      es: [
        'añadir una imagen a la sección', 'poner una foto en el hero', 'insertar una imagen en el bloque', 'agrega el logo a la sección',
        'usar esta imagen en la sección', 'pon una foto en el cta',
      ],
      de: [
        'Bild zum Abschnitt hinzufügen', 'Foto in den Hero einfügen', 'Bild in den Block setzen', 'Logo in die Sektion einfügen',
        'dieses Bild in der Sektion verwenden', 'füge ein Bild ein',
      ],
      fr: [
        'ajouter une image à la section', 'mettre une photo dans le hero', 'insérer une image dans le bloc', 'ajoute le logo à la section',
        'utiliser cette image dans la section', 'place une photo dans le cta',
      ],
      pt: [
        'adicionar uma imagem à seção', 'colocar uma foto no hero', 'inserir uma imagem no bloco', 'põe o logo na seção', 'usar esta imagem na seção',
        'adiciona uma foto ao cta',
      ],
      it: [
        "aggiungere un'immagine alla sezione", "mettere una foto nell'hero", "inserire un'immagine nel blocco", 'aggiungi il logo alla sezione',
        'usare questa immagine nella sezione', 'metti una foto nella cta',
      ],
    },
    relatedTools: ['cms_findImage', 'cms_getSectionFields', 'cms_getPageSections'],
  },
  cms_updateSectionImage: {
    phrases: {
      en: [
        'change the hero image', 'swap the section picture', 'different photo in the banner', 'update the image in the section',
        'replace the hero background image', 'switch the picture on the about section', 'change the photo of this block', 'new image for the cta',
        'use another pic in the hero', 'set the hero image', 'make this the hero image', 'different picture in the gallery',
        'put another photo in the hero', 'swap the hero shot', 'set the banner picture', 'replace the gallery photo',
      ],
      es: [
        'cambiar la imagen del hero', 'cambia la foto de la sección', 'otra imagen en el banner', 'actualizar la imagen del bloque',
        'sustituir la foto del hero', 'poner otra foto en la sección',
      ],
      de: [
        'Hero-Bild ändern', 'Bild im Abschnitt austauschen', 'anderes Foto im Banner', 'Bild der Sektion aktualisieren', 'tausche das Foto im Block',
        'neues Bild für den Hero',
      ],
      fr: [
        "changer l'image du hero", 'remplacer la photo de la section', 'une autre image dans la bannière', "mettre à jour l'image du bloc",
        'change la photo du hero', 'nouvelle image pour le cta',
      ],
      pt: [
        'trocar a imagem do hero', 'mudar a foto da seção', 'outra imagem no banner', 'atualizar a imagem do bloco', 'troca a foto do hero',
        'nova imagem para o cta',
      ],
      it: [
        "cambiare l'immagine dell'hero", 'sostituire la foto della sezione', "un'altra immagine nel banner", "aggiornare l'immagine del blocco",
        "cambia la foto dell'hero", 'nuova immagine per la cta',
      ],
    },
    relatedTools: ['cms_getSectionFields', 'cms_findImage', 'cms_getPageSections'],
  },
  cms_replaceImage: {
    phrases: {
      en: [
        'replace the image everywhere', 'swap the logo site-wide', 'replace the old logo with the new one', 'use the new logo on all pages',
        'swap this picture everywhere it is used', 'replace an image across the site', 'update the logo everywhere',
        'substitute one image for another', 'global image swap', 'change the photo on every page',
      ],
      es: [
        'reemplazar la imagen en todo el sitio', 'cambiar el logo en todas partes', 'sustituir el logo viejo por el nuevo',
        'usar el nuevo logo en todas las páginas', 'reemplaza esta foto donde se use', 'cambio global de imagen',
      ],
      de: [
        'Bild überall ersetzen', 'Logo auf der ganzen Website austauschen', 'altes Logo durch neues ersetzen', 'neues Logo auf allen Seiten',
        'ersetze das Foto überall', 'Bild seitenweit tauschen',
      ],
      fr: [
        "remplacer l'image partout", 'changer le logo sur tout le site', "remplacer l'ancien logo par le nouveau", 'nouveau logo sur toutes les pages',
        'remplace cette photo partout', "échanger l'image sur tout le site",
      ],
      pt: [
        'substituir a imagem em todo o site', 'trocar o logo em todo lugar', 'substituir o logo antigo pelo novo',
        'usar o novo logo em todas as páginas', 'substitui esta foto onde for usada', 'troca global de imagem',
      ],
      it: [
        "sostituire l'immagine ovunque", 'cambiare il logo su tutto il sito', 'sostituire il vecchio logo con il nuovo',
        'nuovo logo su tutte le pagine', 'sostituisci questa foto ovunque', "scambiare l'immagine in tutto il sito",
      ],
    },
    relatedTools: ['cms_findImage', 'cms_deleteImage'],
  },
  cms_deleteImage: {
    phrases: {
      en: [
        'delete the image', 'remove a photo from the library', 'delete old pictures', 'trash this pic', 'get rid of the unused image',
        'remove the old logo file', 'delete an uploaded image', 'clean up the media library',
      ],
      es: [
        'borrar la imagen', 'eliminar una foto de la biblioteca', 'elimina las imágenes viejas', 'quitar la imagen que no se usa',
        'borra este archivo', 'limpiar la mediateca',
      ],
      de: [
        'Bild löschen', 'Foto aus der Mediathek entfernen', 'lösche alte Bilder', 'ungenutztes Bild entfernen', 'Bilddatei löschen',
        'Mediathek aufräumen',
      ],
      fr: [
        "supprimer l'image", 'retirer une photo de la médiathèque', 'supprime les vieilles images', 'effacer une image inutilisée',
        'supprimer le fichier du logo', 'faire le ménage dans la médiathèque',
      ],
      pt: [
        'excluir a imagem', 'apagar uma foto da biblioteca', 'apaga as imagens antigas', 'remover a imagem não usada', 'deletar o arquivo do logo',
        'limpar a biblioteca de mídia',
      ],
      it: [
        "eliminare l'immagine", 'cancellare una foto dalla libreria', 'elimina le vecchie immagini', "rimuovere l'immagine inutilizzata",
        'cancella il file del logo', 'ripulire la libreria media',
      ],
    },
    relatedTools: ['cms_findImage', 'cms_listAllImages', 'cms_replaceImage'],
  },
} satisfies Record<ImagesToolName, DiscoveryFacts<CmsToolName>>;
