// KEK rotation: at start, custodial wallet keys sealed under WALLET_KEK_PREVIOUS are opened and
// sealed again under WALLET_KEK, so the previous KEK can be retired once a start has logged it.
import type { Database } from "../store/db.ts";
import { replaceSealedKey, sealedKeysNotUnder } from "../store/agents.ts";
import { decryptPrivateKey, sealPrivateKey, sealedUnder } from "./custodial.ts";
import type { Kek } from "./kek.ts";

const PAGE = 500;

export interface Resealed {
  /** Keys now sealed under the current KEK. */
  resealed: number;
  /** Keys sealed under neither KEK: they cannot be opened until their KEK is configured. */
  unopenable: number;
}

export async function resealWalletKeys(db: Database, kek: Kek, previous: Kek): Promise<Resealed> {
  const outcome: Resealed = { resealed: 0, unopenable: 0 };
  for (let after = ""; ;) {
    const page = await sealedKeysNotUnder(db, kek.id, after, PAGE);
    for (const sealed of page) {
      if (sealedUnder(sealed.encryptedKey) !== previous.id) {
        outcome.unopenable++;
        continue;
      }
      const privateKey = decryptPrivateKey(previous, sealed.encryptedKey, sealed.walletAddress);
      await replaceSealedKey(db, sealed.agentId, sealed.encryptedKey, sealPrivateKey(kek, privateKey, sealed.walletAddress));
      privateKey.fill(0);
      outcome.resealed++;
    }
    if (page.length < PAGE) return outcome;
    after = page[page.length - 1]!.agentId;
  }
}
