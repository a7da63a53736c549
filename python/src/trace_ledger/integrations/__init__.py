"""Framework integrations: each turns a framework's own tracing into records through the client's
background delivery (docs/integrations.md). Import them by module path; each imports its framework
only when imported itself, so the base package needs none of them:

    from trace_ledger.integrations.openai_agents import LedgerTracingProcessor  # trace-ledger[openai-agents]
    from trace_ledger.integrations.langchain import LedgerCallbackHandler       # trace-ledger[langchain]
"""
