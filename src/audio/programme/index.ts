export { crestFactorDb, foldTail, loopSeam, masteringGain, type LoopSeam, type MasteringGain } from './loop-mastering';
