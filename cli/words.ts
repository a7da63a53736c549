// Counted nouns in what the CLI prints: "1 record", "2 records".
export const plural = (count: number, noun: string) => (count === 1 ? noun : `${noun}s`);
