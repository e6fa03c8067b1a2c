/** The most characters a conversation's title has: a new one's first message is cut to it, a rename may not exceed it (`ConversationTitleLimit` in wire.ts). */
export const MAX_TITLE_CHARACTERS = 80;
