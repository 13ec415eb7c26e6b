import { describeHostileWalk } from './walk';

// Every declared endpoint with hostile input (walk.ts), shard 3 of 4.
describeHostileWalk(3, 4);
