// The local EVM chain the anchoring publication tests run against (`hardhat node`): no contracts,
// no network access; the default accounts are funded.
module.exports = { solidity: "0.8.24", networks: { hardhat: { chainId: 31337, mining: { auto: true } } } };
