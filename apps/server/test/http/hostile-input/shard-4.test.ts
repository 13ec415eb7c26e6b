import { describeHostileWalk } from './walk';

// Every declared endpoint with hostile input (walk.ts), shard 4 of 4.
describeHostileWalk(4, 4);
