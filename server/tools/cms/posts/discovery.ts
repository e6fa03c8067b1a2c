import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createPostTools } from './index.ts';

type PostsToolName = ReturnType<typeof createPostTools>[number]['name'];

/** How editors ask for the posts tools, per language, and the tools usually needed with each. */
export const POSTS_DISCOVERY = {
  cms_createPost: {
    phrases: {
      en: [
        'write a blog post', 'new article', 'create a post', 'draft a blog article', 'write a post about', 'start a new blog entry', 'add a news post',
        'compose an article', 'new blog post draft', 'blog about our launch', 'turn this into a post', 'turn it into a draft post',
        'write up a blog entry', 'draft a post about', 'make a blog post from this', 'create an article draft', 'new draft article about',
        'write an announcement post',
      ],
      es: ['escribir una entrada de blog', 'nuevo artículo', 'crear un post', 'redacta un artículo sobre', 'escribe un post', 'nueva noticia en el blog'],
      de: [
        'Blogbeitrag schreiben', 'neuer Artikel', 'Beitrag erstellen', 'schreibe einen Artikel über', 'Blogpost verfassen',
        'neuen News-Beitrag anlegen',
      ],
      fr: ['écrire un article de blog', 'nouvel article', 'créer un billet', 'rédige un article sur', 'écris un post', 'nouvelle actualité sur le blog'],
      pt: ['escrever um post no blog', 'novo artigo', 'criar um post', 'redige um artigo sobre', 'escreve uma postagem', 'nova notícia no blog'],
      it: ['scrivere un articolo per il blog', 'nuovo articolo', 'creare un post', 'scrivi un articolo su', 'redigere un post', 'nuova notizia sul blog'],
    },
    relatedTools: ['cms_publishPost', 'cms_updatePost', 'cms_findImage'],
  },
  cms_updatePost: {
    phrases: {
      en: [
        'edit the post', 'change the post title', 'update the article', 'unpublish the post', 'set the post back to draft',
        'change the featured image of the post', 'add tags to the blog post', 'fix the excerpt', 'rewrite the article body', 'take the post offline',
        'revert the article to draft', 'take down the blog post', "set the post's featured image", 'change the post cover image',
        'new thumbnail for the article', 'remove a tag from the post', 'add a paragraph to the post', 'add a line to the article',
        'fix a typo in the post', 'rewrite the blog post text', 'edit the article text', 'unpublish the article', 'delete a tag from the article',
        'untag the post',
      ],
      es: [
        'editar la entrada', 'cambiar el título del artículo', 'despublicar el post', 'volver a borrador', 'añadir etiquetas al post',
        'cambiar la imagen destacada', 'corrige el extracto del artículo',
      ],
      de: [
        'Beitrag bearbeiten', 'Titel des Artikels ändern', 'Beitrag zurückziehen', 'Beitrag auf Entwurf zurücksetzen', 'Tags zum Blogpost hinzufügen',
        'Beitragsbild ändern', 'Auszug korrigieren',
      ],
      fr: [
        "modifier l'article", 'changer le titre du billet', "dépublier l'article", 'repasser en brouillon', 'ajouter des tags au post',
        "changer l'image à la une", "corrige l'extrait",
      ],
      pt: [
        'editar o post', 'mudar o título do artigo', 'despublicar o post', 'voltar o post para rascunho', 'adicionar tags ao post',
        'trocar a imagem destacada', 'corrige o resumo do artigo',
      ],
      it: [
        "modificare l'articolo", 'cambiare il titolo del post', "togliere l'articolo dalla pubblicazione", 'rimettere il post in bozza',
        'aggiungere tag al post', "cambiare l'immagine in evidenza", "correggi l'estratto",
      ],
    },
    relatedTools: ['cms_getPost', 'cms_listPosts', 'cms_findImage'],
  },
  cms_publishPost: {
    phrases: {
      en: [
        'publish the post', 'make the article live', 'go live with the blog post', 'publish the draft', 'push the blog post live',
        'release the news article', 'publish it now', 'put the article online', 'put the post live', 'go live', 'make the post public',
        'release the post', 'publish all the drafts', 'publish the draft posts', 'make the blog post visible', 'set the post to published',
        'publish every draft post',
      ],
      es: ['publicar el post', 'publica el artículo', 'poner la entrada en línea', 'publicar el borrador', 'sacar el artículo ya', 'publica la noticia'],
      de: [
        'Beitrag veröffentlichen', 'veröffentliche den Artikel', 'Blogpost live schalten', 'Entwurf veröffentlichen', 'Artikel online stellen',
        'Beitrag freigeben',
      ],
      fr: ["publier l'article", 'publie le billet', 'mettre le post en ligne', 'publier le brouillon', "mets l'article en ligne", "publie l'actualité"],
      pt: ['publicar o post', 'publica o artigo', 'colocar o post no ar', 'publicar o rascunho', 'põe o artigo no ar', 'publica a notícia'],
      it: ["pubblicare l'articolo", 'pubblica il post', "mettere online l'articolo", 'pubblicare la bozza', 'metti online il post', 'pubblica la notizia'],
    },
    relatedTools: ['cms_listPosts', 'cms_getPost'],
  },
  cms_archivePost: {
    phrases: {
      en: [
        'archive the post', 'archive old articles', 'move the post to the archive', 'retire the blog post', 'shelve the article',
        'archive outdated news', 'hide the old post without deleting', 'keep the post but archive it',
      ],
      es: [
        'archivar el post', 'archiva los artículos viejos', 'mover la entrada al archivo', 'archivar noticias antiguas',
        'guardar el post en el archivo', 'archivar sin borrar',
      ],
      de: [
        'Beitrag archivieren', 'archiviere alte Artikel', 'Blogpost ins Archiv verschieben', 'veraltete News archivieren',
        'Artikel archivieren statt löschen', 'Beitrag ins Archiv',
      ],
      fr: [
        "archiver l'article", 'archive les vieux billets', 'déplacer le post dans les archives', 'archiver les actualités obsolètes',
        'archiver sans supprimer', 'mettre le billet aux archives',
      ],
      pt: [
        'arquivar o post', 'arquiva os artigos antigos', 'mover o post para o arquivo', 'arquivar notícias antigas', 'arquivar sem apagar',
        'mandar o artigo para o arquivo',
      ],
      it: [
        "archiviare l'articolo", 'archivia i vecchi post', "spostare l'articolo nell'archivio", 'archiviare le notizie vecchie',
        'archiviare senza eliminare', 'mettere il post in archivio',
      ],
    },
    relatedTools: ['cms_listPosts', 'cms_getPost'],
  },
  cms_deletePost: {
    phrases: {
      en: [
        'delete the post', 'remove the blog post permanently', 'trash the article', 'kill the draft post', 'erase the article', 'get rid of the post',
        'delete a blog entry for good', 'permanently delete the article',
      ],
      es: [
        'borrar el post', 'eliminar el artículo definitivamente', 'elimina la entrada del blog', 'borra el borrador', 'suprimir el artículo',
        'quitar el post para siempre',
      ],
      de: [
        'Beitrag löschen', 'Artikel endgültig löschen', 'lösche den Blogpost', 'Entwurf löschen', 'Beitrag dauerhaft entfernen',
        'Blogartikel entfernen',
      ],
      fr: [
        "supprimer l'article", 'supprimer définitivement le billet', 'supprime le post', 'effacer le brouillon', "supprimer l'article du blog",
        'retirer le post pour de bon',
      ],
      pt: [
        'excluir o post', 'apagar o artigo definitivamente', 'apaga o post do blog', 'deletar o rascunho', 'remover o artigo de vez',
        'excluir a postagem',
      ],
      it: [
        "eliminare l'articolo", 'cancellare definitivamente il post', 'elimina il post del blog', 'cancella la bozza',
        "rimuovere l'articolo per sempre", 'eliminare il post',
      ],
    },
    relatedTools: ['cms_listPosts', 'cms_getPost'],
  },
  cms_listPosts: {
    phrases: {
      en: [
        'list blog posts', 'show all articles', 'which posts are drafts', 'published posts', 'posts tagged news', 'recent blog posts',
        'posts from last month', 'all the articles', 'what have we blogged', 'posts mentioning pricing',
      ],
      es: [
        'listar las entradas del blog', 'muéstrame todos los artículos', 'qué posts están en borrador', 'posts publicados', 'artículos recientes',
        'posts con la etiqueta noticias',
      ],
      de: [
        'Blogbeiträge auflisten', 'zeig alle Artikel', 'welche Beiträge sind Entwürfe', 'veröffentlichte Beiträge', 'neueste Blogposts',
        'Beiträge mit dem Tag News',
      ],
      fr: [
        'lister les articles du blog', 'montre tous les billets', 'quels articles sont en brouillon', 'articles publiés', 'derniers posts',
        'articles avec le tag actualités',
      ],
      pt: [
        'listar os posts do blog', 'mostra todos os artigos', 'quais posts estão em rascunho', 'posts publicados', 'artigos recentes',
        'posts com a tag notícias',
      ],
      it: [
        'elencare gli articoli del blog', 'mostra tutti i post', 'quali post sono in bozza', 'articoli pubblicati', 'post recenti',
        'post con il tag notizie',
      ],
    },
    relatedTools: ['cms_getPost', 'cms_updatePost', 'cms_publishPost'],
  },
  cms_getPost: {
    phrases: {
      en: [
        'read the post', 'open the article', 'show the blog post', 'full text of the post', 'view the article', 'what does the post say',
        'get post content', 'see the draft article',
      ],
      es: ['leer el post', 'abrir el artículo', 'muéstrame la entrada', 'texto completo del artículo', 'qué dice el post', 'ver el borrador'],
      de: ['Beitrag lesen', 'Artikel öffnen', 'zeig mir den Blogpost', 'vollständiger Text des Beitrags', 'was steht im Artikel', 'Entwurf ansehen'],
      fr: ["lire l'article", 'ouvrir le billet', 'montre-moi le post', "texte complet de l'article", 'que dit le billet', 'voir le brouillon'],
      pt: ['ler o post', 'abrir o artigo', 'mostra o post', 'texto completo do artigo', 'o que diz o post', 'ver o rascunho'],
      it: ["leggere l'articolo", 'aprire il post', 'mostrami il post', "testo completo dell'articolo", 'cosa dice il post', 'vedere la bozza'],
    },
    relatedTools: ['cms_listPosts', 'cms_updatePost'],
  },
} satisfies Record<PostsToolName, DiscoveryFacts<CmsToolName>>;
