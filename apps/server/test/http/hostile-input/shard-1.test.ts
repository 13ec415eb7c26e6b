import { describeHostileWalk } from './walk';

// Every declared endpoint with hostile input (walk.ts), shard 1 of 4.
describeHostileWalk(1, 4);
