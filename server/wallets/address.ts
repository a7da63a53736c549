// EVM addresses: the SDK's portable implementation is the one both sides use.
export { addressOfPrivateKey, isValidEvmAddress, toChecksumAddress } from "../../protocol/eth.ts";
