/** Test helpers for anything that calls a model: import from 'src/llm/test-support/index.js' in tests. */

export {
  type ScriptedServer,
  type ServerReply,
  startOpenAICompatibleServer,
} from './openai-compatible-server.js';
export { promptText } from './prompt-text.js';
export {
  countTokens,
  type ScriptedModel,
  type ScriptedResponse,
  type ScriptedToolCall,
  scriptedModel,
} from './scripted-model.js';
