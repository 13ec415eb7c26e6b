import { describeHostileWalk } from './walk';

// Every declared endpoint with hostile input (walk.ts), shard 2 of 4.
describeHostileWalk(2, 4);
